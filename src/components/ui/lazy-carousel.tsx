// A carousel whose code (react-slick, 14 KB of script) comes with its first turn, not with the
// page: until then its first view is drawn here, still, with the same slides in view, the same
// names and the same controls. Its first turn is her tap on Previous or Next, a swipe on the
// slides, or the first automatic turn (every 5 s, unless she prefers less motion,
// paused it, or is pointing at or in it); that turn is made once the code is there. A reader who
// never sees it turn never downloads it.
import { Children, lazy, Suspense, useEffect, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CarouselProps, CarouselStart } from '@/components/ui/carousel';
import { CarouselControls } from '@/components/ui/carousel-controls';
import {
  CAROUSEL_MEDIUM_QUERY,
  CAROUSEL_NARROW_QUERY,
  carouselSettings,
  MEDIUM_MAX_PX,
  NARROW_MAX_PX,
  settingsForWidth,
} from '@/components/ui/carousel-settings';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { formatCount } from '@/i18n/format-count';

/**
 * Should the carousel's code fail to arrive (a dropped connection), the slides are still
 * shown, one under another, rather than a broken section.
 */
function StaticSlides({ children }: CarouselProps) {
  return (
    <ul className="grid gap-4">
      {Children.toArray(children).map((slide, index) => (
        <li key={index}>{slide}</li>
      ))}
    </ul>
  );
}

function loadCarousel() {
  return import('@/components/ui/carousel').catch(() => ({ default: StaticSlides }));
}
const Carousel = lazy(loadCarousel);

/** A swipe this long (px) turns the slides, as react-slick's does. */
const SWIPE_PX = 40;

type Turn = NonNullable<CarouselStart['firstTurn']>;

interface StillProps extends CarouselProps {
  paused: boolean;
  onPause?: () => void;
  /** Asked for a turn; absent while the carousel's code is on its way. */
  onTurn?: (turn: Turn) => void;
}

/** The carousel's first view, before any turn: what react-slick draws then, with no script of it. */
function StillCarousel({ children, labelledBy, labels, paused, onPause, onTurn }: StillProps) {
  const { t, i18n } = useLingui();
  const slides = Children.toArray(children);
  const count = formatCount(slides.length, i18n.locale);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const medium = useMediaQuery(CAROUSEL_MEDIUM_QUERY);
  const narrow = useMediaQuery(CAROUSEL_NARROW_QUERY);
  const rtl = useDocumentDirection() === 'rtl';
  const width = narrow ? NARROW_MAX_PX : medium ? MEDIUM_MAX_PX : Number.POSITIVE_INFINITY;
  const settings = settingsForWidth(carouselSettings(slides.length, { reducedMotion }), width);
  const canMove = slides.length > settings.slidesToShow;
  // Held while she points at it or is in it (react-slick's pauseOnHover and pauseOnFocus).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const autoplay =
    settings.autoplay && canMove && !paused && !hovered && !focused && onTurn !== undefined;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => onTurn?.('next'), settings.autoplaySpeed);
    return () => clearTimeout(timer);
  }, [autoplay, onTurn, settings.autoplaySpeed]);

  const turn = (direction: Turn) => {
    if (canMove) onTurn?.(direction);
  };
  const onPointerDown = (event: PointerEvent) => {
    setSwipeFrom(event.clientX);
    // She may be about to turn it: the code starts on its way.
    if (canMove) void loadCarousel();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom === null) return;
    const moved = event.clientX - swipeFrom;
    setSwipeFrom(null);
    if (Math.abs(moved) < SWIPE_PX) return;
    // A finger moving towards the reading direction's start brings the next slides in.
    turn(moved < 0 !== rtl ? 'next' : 'previous');
  };

  return (
    <div
      role="group"
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {/* A swipe, as react-slick's track takes one (the buttons below are the way for a keyboard
      or a screen reader). Sized by the page, never by its slides (contain: inline-size), and the
      box of what they hold out of view (a card's visually hidden text) is clipped with them
      (relative), as in react-slick's track: either would otherwise widen the page. */}
      <div
        className="relative flex overflow-hidden [contain:inline-size]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setSwipeFrom(null)}
      >
        {slides.map((slide, index) => {
          const position = formatCount(index + 1, i18n.locale);
          return (
            <div
              key={index}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} / ${count}`}
              // 1, 2 or 3 in view (carousel-settings.ts: below 640 px, below 1024 px, wider) by the
              // stylesheet, not a style attribute, which the Content Security Policy refuses in a
              // page the server rendered; and right on a phone before any script has run.
              className="shrink-0 basis-full px-2 py-1 sm:basis-1/2 lg:basis-1/3"
              // Out of view until a turn: hidden from Tab and screen readers, as react-slick hides
              // the slides it does not show. React 18 knows no `inert` prop: an empty string
              // writes the attribute, in the server's HTML too.
              {...(index >= settings.slidesToShow ? { inert: '' } : {})}
              aria-hidden={index >= settings.slidesToShow ? true : undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {canMove && (
        <CarouselControls
          labels={labels}
          autoplay={settings.autoplay}
          paused={paused}
          onPrevious={() => turn('previous')}
          onNext={() => turn('next')}
          onPause={onPause}
        />
      )}
    </div>
  );
}

/** A card-shaped placeholder while the slides load. */
function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="card h-56 animate-pulse motion-reduce:animate-none">
      <div className="h-6 w-1/2 rounded bg-brand-100" />
      <div className="mt-4 h-4 w-full rounded bg-surface-sunken" />
      <div className="mt-3 h-4 w-5/6 rounded bg-surface-sunken" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The carousel: still until its first turn, which brings react-slick in and is then made. */
export function LazyCarousel(props: CarouselProps) {
  const [paused, setPaused] = useState(false);
  const [start, setStart] = useState<CarouselStart | null>(null);
  if (start === null) {
    return (
      <StillCarousel
        {...props}
        paused={paused}
        onPause={() => setPaused((current) => !current)}
        onTurn={(firstTurn) => setStart({ firstTurn, startPaused: paused })}
      />
    );
  }
  return (
    <Suspense fallback={<StillCarousel {...props} paused={paused} />}>
      <Carousel {...props} {...start} />
    </Suspense>
  );
}

export { CarouselSkeleton };
