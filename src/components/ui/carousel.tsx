// The react-slick carousel, loaded on demand (see lazy-carousel.tsx): react-slick and its CSS
// stay out of a page's first-visit JavaScript until there is something to show in it.
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import SlickModule, { type CustomArrowProps } from 'react-slick';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import 'slick-carousel/slick/slick.css';
// slick-theme.css is left out on purpose: it downloads a web font and a loading GIF. The arrows
// below are our own buttons, so nothing in the carousel fetches a file by itself.
import { COPY } from '@/domain/copy';
import {
  CAROUSEL_MEDIUM_QUERY,
  CAROUSEL_NARROW_QUERY,
  carouselSettings,
  MEDIUM_MAX_PX,
  NARROW_MAX_PX,
  settingsForWidth,
} from '@/components/ui/carousel-settings';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/ui/use-media-query';

// Vite 8 hands this CommonJS package over as `{ default: Slider }` (not the class itself).
const Slider = (SlickModule as unknown as { default?: typeof SlickModule }).default ?? SlickModule;

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  resume: string;
}

export interface CarouselProps {
  /** One slide each; give every child a key. */
  children: ReactNode;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  labels: CarouselLabels;
}

const BUTTON =
  'flex size-11 items-center justify-center rounded-full border-2 border-brand-600 bg-surface-raised text-brand-700 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** react-slick clones this element with className and onClick; 'slick-disabled' means the end. */
function Arrow({
  label,
  side,
  className,
  onClick,
}: CustomArrowProps & { label: string; side: 'previous' | 'next' }) {
  const disabled = className?.includes('slick-disabled') ?? false;
  const Icon = side === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`${BUTTON} absolute bottom-0 z-10 ${side === 'previous' ? 'left-0' : 'right-0'}`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}

/** Slides out of view get `inert`, so Tab never lands on a card the reader cannot see. */
function hideOffscreenSlides(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = !slide.classList.contains('slick-active');
  });
}

export default function Carousel({ children, labelledBy, labels }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const medium = useMediaQuery(CAROUSEL_MEDIUM_QUERY);
  const narrow = useMediaQuery(CAROUSEL_NARROW_QUERY);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // Resolve the breakpoint ourselves (react-slick 0.31 ignores it on first render) and remount
  // the slider when it changes, so a phone starts with one slide.
  const width = narrow ? NARROW_MAX_PX : medium ? MEDIUM_MAX_PX : Number.POSITIVE_INFINITY;
  const settings = settingsForWidth(carouselSettings(slides.length, { reducedMotion }), width);
  const canMove = slides.length > settings.slidesToShow;
  const autoplay = settings.autoplay && canMove && !paused;

  const syncInert = useCallback(() => hideOffscreenSlides(rootRef.current), []);
  useEffect(syncInert);

  return (
    <div
      ref={rootRef}
      // A group, not a region: the section around it is already the labelled landmark.
      role="group"
      aria-roledescription={COPY.carouselRoleDescription}
      aria-labelledby={labelledBy}
      className="relative [&_.slick-slide>div]:h-full [&_.slick-slide]:h-auto [&_.slick-track]:flex"
    >
      <Slider
        key={width}
        {...settings}
        autoplay={autoplay}
        arrows={settings.arrows && canMove}
        className={canMove ? 'pb-16' : undefined}
        prevArrow={<Arrow side="previous" label={labels.previous} />}
        nextArrow={<Arrow side="next" label={labels.next} />}
        afterChange={syncInert}
        onReInit={syncInert}
      >
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription={COPY.slideRoleDescription}
            aria-label={`${index + 1} / ${slides.length}`}
            className="h-full px-2 py-1"
          >
            {slide}
          </div>
        ))}
      </Slider>
      {settings.autoplay && canMove && (
        <button
          type="button"
          aria-label={paused ? labels.resume : labels.pause}
          onClick={() => setPaused((current) => !current)}
          className={`${BUTTON} absolute bottom-0 left-1/2 -translate-x-1/2`}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
      )}
    </div>
  );
}
