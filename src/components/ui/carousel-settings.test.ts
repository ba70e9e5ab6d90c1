import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselView, lastStart, turnedStart } from '@/components/ui/carousel-settings';

describe('carouselView', () => {
  // 3 slides, 2 below 1024 px and 1 below 640 px.
  it.each([
    [1280, 3],
    [1024, 3],
    [1023, 2],
    [640, 2],
    [639, 1],
    [360, 1],
  ])('at %i px shows %i slides', (width, slidesToShow) => {
    expect(carouselView(9, width).slidesToShow).toBe(slidesToShow);
  });

  it.each([
    // count, loops at >=1024, at 640..1023, below 640
    [1, false, false, false],
    [2, false, false, true],
    [3, false, true, true],
    [4, true, true, true],
    [9, true, true, true],
  ])('with %i slides loops only past the slides in view', (count, wide, medium, narrow) => {
    expect(carouselView(count, 1280).loops).toBe(wide);
    expect(carouselView(count, 800).loops).toBe(medium);
    expect(carouselView(count, 360).loops).toBe(narrow);
  });

  it('stands still and turns at once for a reader who prefers less motion', () => {
    expect(carouselView(9, 1280, { reducedMotion: true })).toMatchObject({
      autoplay: false,
      speedMs: 0,
    });
    expect(carouselView(9, 1280)).toMatchObject({ autoplay: true, speedMs: 500 });
  });
});

const layout = fc
  .record({ count: fc.integer({ min: 0, max: 12 }), slidesToShow: fc.integer({ min: 1, max: 3 }) })
  .chain(({ count, slidesToShow }) =>
    fc.record({
      count: fc.constant(count),
      slidesToShow: fc.constant(slidesToShow),
      start: fc.integer({ min: 0, max: lastStart(count, slidesToShow) }),
    }),
  );

describe('turnedStart', () => {
  it('always leaves a full view of slides', () => {
    fc.assert(
      fc.property(layout, fc.constantFrom(1 as const, -1 as const), (at, step) => {
        const next = turnedStart(at.start, step, at.count, at.slidesToShow);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(lastStart(at.count, at.slidesToShow));
      }),
    );
  });

  it('Previous undoes Next, and Next undoes Previous', () => {
    fc.assert(
      fc.property(layout, ({ start, count, slidesToShow }) => {
        const after = turnedStart(start, 1, count, slidesToShow);
        expect(turnedStart(after, -1, count, slidesToShow)).toBe(start);
        const before = turnedStart(start, -1, count, slidesToShow);
        expect(turnedStart(before, 1, count, slidesToShow)).toBe(start);
      }),
    );
  });

  it('shows every slide and comes back to the first, one Next at a time', () => {
    fc.assert(
      fc.property(layout, ({ count, slidesToShow }) => {
        const views = lastStart(count, slidesToShow) + 1;
        const seen: number[] = [];
        let start = 0;
        for (let turn = 0; turn < views; turn++) {
          seen.push(start);
          start = turnedStart(start, 1, count, slidesToShow);
        }
        expect(start).toBe(0);
        expect(new Set(seen).size).toBe(views);
      }),
    );
  });

  it('stays put with nothing out of view', () => {
    expect(turnedStart(0, 1, 3, 3)).toBe(0);
    expect(turnedStart(0, -1, 2, 3)).toBe(0);
  });
});
