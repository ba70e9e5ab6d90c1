import { describe, expect, it } from 'vitest';
import { carouselSettings, settingsForWidth } from '@/components/ui/carousel-settings';

describe('carouselSettings', () => {
  it.each([
    // count, loops at >=1024, at 640..1023, below 640
    [1, false, false, false],
    [2, false, false, true],
    [3, false, true, true],
    [4, true, true, true],
    [9, true, true, true],
  ])('with %i slides loops only past the slides in view', (count, wide, medium, narrow) => {
    const settings = carouselSettings(count);
    expect(settings.infinite).toBe(wide);
    expect(settings.responsive[0]?.settings.infinite).toBe(medium);
    expect(settings.responsive[1]?.settings.infinite).toBe(narrow);
  });
});

describe('settingsForWidth', () => {
  // 3 slides, 2 below 1024 px and 1 below 640 px.
  it.each([
    [1280, 3],
    [1024, 3],
    [1023, 2],
    [640, 2],
    [639, 1],
    [360, 1],
  ])('at %i px shows %i slides', (width, slidesToShow) => {
    const settings = settingsForWidth(carouselSettings(9), width);
    expect(settings.slidesToShow).toBe(slidesToShow);
    expect(settings).not.toHaveProperty('responsive');
  });

  it('keeps the breakpoint’s own loop rule', () => {
    expect(settingsForWidth(carouselSettings(2), 1280).infinite).toBe(false);
    expect(settingsForWidth(carouselSettings(2), 360).infinite).toBe(true);
  });
});
