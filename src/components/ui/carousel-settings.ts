// Home's carousel behaviour as plain numbers (the spec's: 3 slides at once, 2 below 1024 px, 1
// below 640 px; a turn every 5 s taking 500 ms; a loop only past the slides in view), and where a
// turn leads, kept free of React so it is tested on its own.
import { LIMITS } from '@/domain/limits';

/** The widest viewport, in px, at which each narrower layout applies ("below 1024 px"). */
export const MEDIUM_MAX_PX = LIMITS.carouselMediumBelowPx - 1;
export const NARROW_MAX_PX = LIMITS.carouselNarrowBelowPx - 1;

/** Media queries for each layout, for the component that tracks the width. */
export const CAROUSEL_MEDIUM_QUERY = `(max-width: ${MEDIUM_MAX_PX}px)`;
export const CAROUSEL_NARROW_QUERY = `(max-width: ${NARROW_MAX_PX}px)`;

export interface CarouselView {
  slidesToShow: number;
  /** More slides than are in view: the slides can turn, and past the last comes the first. */
  loops: boolean;
  /** Turns by itself (off when the reader prefers reduced motion). */
  autoplay: boolean;
  autoplayMs: number;
  /** How long a turn's slide takes; none with reduced motion. */
  speedMs: number;
}

/** The carousel of `count` slides on a viewport `width` px wide. */
export function carouselView(
  count: number,
  width: number,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): CarouselView {
  const slidesToShow =
    width <= NARROW_MAX_PX
      ? LIMITS.carouselSlidesNarrow
      : width <= MEDIUM_MAX_PX
        ? LIMITS.carouselSlidesMedium
        : LIMITS.carouselSlidesWide;
  return {
    slidesToShow,
    loops: count > slidesToShow,
    autoplay: !reducedMotion,
    autoplayMs: LIMITS.carouselAutoplayMs,
    speedMs: reducedMotion ? 0 : LIMITS.carouselSpeedMs,
  };
}

/** The last first-slide-in-view there is: the slides' end just in view. */
export function lastStart(count: number, slidesToShow: number): number {
  return Math.max(0, count - slidesToShow);
}

/**
 * The first slide in view after one turn from `start` (+1: Next, -1: Previous). Past the end the
 * slides go back to the start, and before the start to the end; with nothing out of view they
 * stay put.
 */
export function turnedStart(
  start: number,
  step: 1 | -1,
  count: number,
  slidesToShow: number,
): number {
  const last = lastStart(count, slidesToShow);
  if (last === 0) return 0;
  const from = Math.min(Math.max(start, 0), last);
  if (step === 1) return from === last ? 0 : from + 1;
  return from === 0 ? last : from - 1;
}
