// Home's carousel, our own: the slides sit side by side in one row, as the server drew them, and a
// turn slides that row by one slide with a CSS transform (500 ms, on the compositor), so turning
// costs the page no new layout of its cards and no library. Past the last slide comes the first
// (and before the first, the last), and only when there are more slides than in view.
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { CarouselControls, type CarouselLabels } from '@/components/ui/carousel-controls';
import {
  CAROUSEL_MEDIUM_QUERY,
  CAROUSEL_NARROW_QUERY,
  carouselView,
  lastStart,
  MEDIUM_MAX_PX,
  NARROW_MAX_PX,
  turnedStart,
} from '@/components/ui/carousel-settings';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { formatCount } from '@/i18n/format-count';

export interface CarouselProps {
  /** One slide each; give every child a key. */
  children: ReactNode;
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  labels: CarouselLabels;
}

/** A swipe this long (px) turns the slides. */
export const SWIPE_PX = 40;

export function Carousel({ children, labelledBy, labels }: CarouselProps) {
  const { t, i18n } = useLingui();
  const slides = Children.toArray(children);
  const count = formatCount(slides.length, i18n.locale);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const medium = useMediaQuery(CAROUSEL_MEDIUM_QUERY);
  const narrow = useMediaQuery(CAROUSEL_NARROW_QUERY);
  const rtl = useDocumentDirection() === 'rtl';
  const width = narrow ? NARROW_MAX_PX : medium ? MEDIUM_MAX_PX : Number.POSITIVE_INFINITY;
  const view = carouselView(slides.length, width, { reducedMotion });
  const { slidesToShow } = view;

  const [start, setStart] = useState(0);
  // Within the slides when the layout shows more of them (a phone turned sideways).
  const first = Math.min(start, lastStart(slides.length, slidesToShow));
  // No transform until the first turn: the server's page has none (its policy refuses a style
  // attribute), and taking it over must find the same markup.
  const [turned, setTurned] = useState(false);
  const [paused, setPaused] = useState(false);
  // Held while she points at it or is in it, so nothing moves under her hand or her reader.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = view.autoplay && view.loops && !paused && !hovered && !focused;

  const turn = (step: 1 | -1) => {
    if (!view.loops) return;
    setStart((current) => turnedStart(current, step, slides.length, slidesToShow));
    setTurned(true);
  };

  // The next automatic turn, counted afresh after every turn, hers included.
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => {
      setStart((current) => turnedStart(current, 1, slides.length, slidesToShow));
      setTurned(true);
    }, view.autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, first, slides.length, slidesToShow, view.autoplayMs]);

  // A swipe on the slides (the buttons below are the way for a keyboard or a screen reader).
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.isPrimary ? event.clientX : null;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) < SWIPE_PX) return;
    swiped.current = true;
    // A finger moving towards the reading direction's start brings the next slides in.
    turn(moved < 0 !== rtl ? 1 : -1);
  };

  return (
    <div
      // A group, not a region: the section around it is already the labelled landmark.
      role="group"
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {/* Sized by the page, never by its slides (contain: inline-size), and clipping what they hold
      out of view (a card's visually hidden text too: relative): either would widen the page. */}
      <div
        className="relative touch-pan-y overflow-hidden [contain:inline-size]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
        // A swipe that ends on a link or button in a card is not also a tap on it.
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          // Announces the slides her tap brings in; silent while they turn by themselves.
          aria-live={autoplay ? 'off' : 'polite'}
          className="flex transition-transform ease-in-out"
          style={
            turned
              ? {
                  // Right to left (Arabic, Urdu) the row runs the other way, and so moves.
                  transform: `translateX(${((rtl ? 1 : -1) * first * 100) / slidesToShow}%)`,
                  transitionDuration: `${view.speedMs}ms`,
                }
              : undefined
          }
        >
          {slides.map((slide, index) => {
            const position = formatCount(index + 1, i18n.locale);
            const outOfView = index < first || index >= first + slidesToShow;
            return (
              <div
                key={isValidElement(slide) && slide.key !== null ? slide.key : index}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} / ${count}`}
                // 1, 2 or 3 in view (carousel-settings.ts) by the stylesheet, not a style
                // attribute: right on a phone in the server's page, before any script has run.
                className="shrink-0 basis-full px-2 py-1 sm:basis-1/2 lg:basis-1/3"
                // Out of view: hidden from Tab and screen readers. React 18 knows no `inert`
                // prop: an empty string writes the attribute, in the server's HTML too.
                {...(outOfView ? { inert: '' } : {})}
                aria-hidden={outOfView ? true : undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {view.loops && (
        <CarouselControls
          labels={labels}
          autoplay={view.autoplay}
          paused={paused}
          onPrevious={() => turn(-1)}
          onNext={() => turn(1)}
          onPause={() => setPaused((current) => !current)}
        />
      )}
    </div>
  );
}

/** A card-shaped placeholder while the slides load. */
export function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="card h-56 animate-pulse motion-reduce:animate-none">
      <div className="h-6 w-1/2 rounded bg-brand-100" />
      <div className="mt-4 h-4 w-full rounded bg-surface-sunken" />
      <div className="mt-3 h-4 w-5/6 rounded bg-surface-sunken" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
