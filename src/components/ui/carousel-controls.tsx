// The buttons under a carousel's slides.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  resume: string;
}

const BUTTON =
  'flex size-11 items-center justify-center rounded-full border-2 border-brand-600 bg-surface-raised text-brand-700 shadow-sm hover:bg-brand-50';

/** One row in the order it is drawn (Previous, Pause, Next), so Tab follows the eye. */
export function CarouselControls({
  labels,
  autoplay,
  paused,
  onPrevious,
  onNext,
  onPause,
}: {
  labels: CarouselLabels;
  autoplay: boolean;
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPause?: () => void;
}) {
  return (
    <div className="mt-4 flex items-center justify-between gap-4">
      <button type="button" aria-label={labels.previous} onClick={onPrevious} className={BUTTON}>
        <ChevronLeft aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
      {autoplay && (
        <button
          type="button"
          aria-label={paused ? labels.resume : labels.pause}
          onClick={onPause}
          className={BUTTON}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
      )}
      <button type="button" aria-label={labels.next} onClick={onNext} className={BUTTON}>
        <ChevronRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </button>
    </div>
  );
}
