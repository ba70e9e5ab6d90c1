// Home's carousel behaviour as react-slick settings, kept free of react-slick
// itself so Home can import it without pulling the carousel into its first-visit JavaScript.
import { LIMITS } from '@/domain/limits';

export interface CarouselBreakpoint {
  /** Applies at this width in px and below (react-slick's meaning of `breakpoint`). */
  breakpoint: number;
  settings: { slidesToShow: number; slidesToScroll: number; infinite: boolean };
}

export interface CarouselSettings {
  slidesToShow: number;
  slidesToScroll: number;
  infinite: boolean;
  autoplay: boolean;
  autoplaySpeed: number;
  speed: number;
  dots: boolean;
  arrows: boolean;
  pauseOnHover: boolean;
  pauseOnFocus: boolean;
  responsive: CarouselBreakpoint[];
}

/** react-slick breakpoints are inclusive; the spec says "below 1024 px", so 1023 and down. */
export const MEDIUM_MAX_PX = LIMITS.carouselMediumBelowPx - 1;
export const NARROW_MAX_PX = LIMITS.carouselNarrowBelowPx - 1;

function slides(count: number, slidesToShow: number) {
  // Loop only when there is something beyond the slides already in view.
  return { slidesToShow, slidesToScroll: 1, infinite: count > slidesToShow };
}

/**
 * Settings for a carousel of `count` slides: 3 at once, 2 below 1024 px, 1 below 640 px;
 * autoplay every 5 s (off when the reader prefers reduced motion), 500 ms slides, arrows, no dots.
 */
export function carouselSettings(
  count: number,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): CarouselSettings {
  return {
    ...slides(count, LIMITS.carouselSlidesWide),
    autoplay: !reducedMotion,
    autoplaySpeed: LIMITS.carouselAutoplayMs,
    speed: reducedMotion ? 0 : LIMITS.carouselSpeedMs,
    dots: false,
    arrows: true,
    pauseOnHover: true,
    pauseOnFocus: true,
    responsive: [
      { breakpoint: MEDIUM_MAX_PX, settings: slides(count, LIMITS.carouselSlidesMedium) },
      { breakpoint: NARROW_MAX_PX, settings: slides(count, LIMITS.carouselSlidesNarrow) },
    ],
  };
}

/** Media queries for each breakpoint, for a caller that tracks the width itself. */
export const CAROUSEL_MEDIUM_QUERY = `(max-width: ${MEDIUM_MAX_PX}px)`;
export const CAROUSEL_NARROW_QUERY = `(max-width: ${NARROW_MAX_PX}px)`;

/**
 * The settings that apply at a viewport `width`, with `responsive` folded in. react-slick 0.31
 * applies breakpoints only when the width changes, not on first render (akiran/react-slick#2446),
 * so a phone would start with three slides; the carousel passes these resolved settings instead.
 */
export function settingsForWidth(
  settings: CarouselSettings,
  width: number,
): Omit<CarouselSettings, 'responsive'> {
  const { responsive, ...base } = settings;
  const match = [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  return match ? { ...base, ...match.settings } : base;
}
