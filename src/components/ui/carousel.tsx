// The react-slick carousel, loaded on demand (see lazy-carousel.tsx): react-slick and its CSS
// stay out of a page's first-visit JavaScript until its slides first turn.
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import SlickModule from 'react-slick';
import { useLingui } from '@lingui/react/macro';
import { CarouselControls } from '@/components/ui/carousel-controls';
import 'slick-carousel/slick/slick.css';
// slick-theme.css is left out on purpose: it downloads a web font and a loading GIF. The controls
// below are our own buttons, so nothing in the carousel fetches a file by itself.
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

/** Where the still first view (lazy-carousel.tsx) left off: its pause, and the turn asked for. */
export interface CarouselStart {
  startPaused?: boolean;
  /** The turn that brought this code in: made as soon as the slider is there. */
  firstTurn?: 'next' | 'previous';
}

/** Slides out of view get `inert`, so Tab never lands on a card the reader cannot see. */
function hideOffscreenSlides(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = !slide.classList.contains('slick-active');
  });
}

export default function Carousel({
  children,
  labelledBy,
  labels,
  startPaused = false,
  firstTurn,
}: CarouselProps & CarouselStart) {
  const { t, i18n } = useLingui();
  const slides = Children.toArray(children);
  const count = formatCount(slides.length, i18n.locale);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const medium = useMediaQuery(CAROUSEL_MEDIUM_QUERY);
  const narrow = useMediaQuery(CAROUSEL_NARROW_QUERY);
  const rtl = useDocumentDirection() === 'rtl';
  const [paused, setPaused] = useState(startPaused);
  const rootRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<InstanceType<typeof Slider>>(null);

  // Resolve the breakpoint ourselves (react-slick 0.31 ignores it on first render) and remount
  // the slider when it changes, so a phone starts with one slide.
  const width = narrow ? NARROW_MAX_PX : medium ? MEDIUM_MAX_PX : Number.POSITIVE_INFINITY;
  const settings = settingsForWidth(carouselSettings(slides.length, { reducedMotion }), width);
  const canMove = slides.length > settings.slidesToShow;
  const autoplay = settings.autoplay && canMove && !paused;

  const syncInert = useCallback(() => hideOffscreenSlides(rootRef.current), []);
  useEffect(syncInert);

  // Right to left, react-slick's `rtl` mode mirrors the slides and autoplays forward, but it
  // starts with the first slide at the far (left) end and its slickNext pages backwards: hence
  // `initialSlide` below and the swapped buttons. Checked in a browser, with 1 to 6 slides.
  const showPrevious = () =>
    rtl ? sliderRef.current?.slickNext() : sliderRef.current?.slickPrev();
  const showNext = () => (rtl ? sliderRef.current?.slickPrev() : sliderRef.current?.slickNext());
  const turned = useRef(false);
  useEffect(() => {
    if (turned.current || firstTurn === undefined) return;
    turned.current = true;
    if (firstTurn === 'next') showNext();
    else showPrevious();
    // Once, on the first render with the slider in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={rootRef}
      // A group, not a region: the section around it is already the labelled landmark.
      role="group"
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      // Every slide as tall as the tallest: the track a row of flex items, each stretched, its
      // wrappers full height. Marked important, as slick.css is not in a cascade layer and so
      // outranks any utility (it kept the track a block: short cards left a gap under them).
      // slick.css floats slides right under any [dir=rtl], yet react-slick draws its track left to
      // right (its slider has dir="ltr"): floated left again, slides sit where its maths expects.
      className="[&_.slick-slide]:h-auto! [&_.slick-slide>div]:h-full [&_.slick-track]:flex! rtl:[&_.slick-slide]:float-left!"
    >
      <Slider
        key={`${width}-${rtl}`}
        ref={sliderRef}
        {...settings}
        rtl={rtl}
        initialSlide={rtl ? settings.slidesToShow - 1 : 0}
        autoplay={autoplay}
        // Our own controls below, after the slides: react-slick puts Previous before them in the
        // page, so Tab would meet it first although it is drawn under them.
        arrows={false}
        afterChange={syncInert}
        onReInit={syncInert}
      >
        {slides.map((slide, index) => {
          const position = formatCount(index + 1, i18n.locale);
          return (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} / ${count}`}
              className="h-full px-2 py-1"
              // The slider is dir="ltr"; the text on a slide reads in the page's direction.
              dir={rtl ? 'rtl' : undefined}
            >
              {slide}
            </div>
          );
        })}
      </Slider>
      {canMove && (
        <CarouselControls
          labels={labels}
          autoplay={settings.autoplay}
          paused={paused}
          onPrevious={showPrevious}
          onNext={showNext}
          onPause={() => setPaused((current) => !current)}
        />
      )}
    </div>
  );
}
