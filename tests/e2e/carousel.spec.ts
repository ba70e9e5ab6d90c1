// Home's carousel, our own (src/components/ui/carousel.tsx): the slides the server drew turn by
// themselves every 5 s, by her tap on Next or Previous, by her keyboard, and by a swipe of her
// finger, sliding in the page's reading direction, and the first comes back after the last.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAPTOP, PHONE } from './e2e-env';
import { chooseLanguage } from './i18n-seed';
import { storiesByAnother } from './session';

/** More stories than the three a wide screen shows, so that there are slides to turn. */
test.beforeEach(async () => {
  const stories = [0, 1, 2, 3].map((n) => ({
    title: `Carousel turn ${n}`,
    content: 'Still here.',
  }));
  await storiesByAnother('carousel-turn', stories);
});

/** The carousel, found by its place (its name is in her language). */
function carousel(page: Page) {
  return page.locator('section[aria-labelledby="top-stories-heading"] [role="group"]').first();
}

/** The slide at `position` (1-based), in view or not. */
function slideAt(page: Page, position: number) {
  return carousel(page)
    .locator('[role="group"]')
    .nth(position - 1);
}

/** The slide at `position` as a reader's tools find it (slides out of view are hidden). */
function slide(page: Page, position: number) {
  return page
    .getByRole('group', { name: 'Top Stories' })
    .getByRole('group', { name: new RegExp(`^${position} / \\d+$`) });
}

test('the slides turn by themselves after 5 seconds, and her keys turn them too', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await expect(slide(page, 1)).toBeInViewport();
  await expect(slide(page, 4)).toHaveCount(0);
  await expect(slide(page, 4)).toBeInViewport({ timeout: 8000 });
  await expect(slide(page, 1)).toHaveCount(0);

  // Her keyboard: Previous, then Next, each a button she reaches with Tab.
  const previous = page.getByRole('button', { name: 'Previous stories' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(slide(page, 1)).toBeInViewport();
  await page.getByRole('button', { name: 'Next stories' }).focus();
  await page.keyboard.press('Space');
  await expect(slide(page, 1)).toHaveCount(0);
  await expect(slide(page, 4)).toBeInViewport();
});

test('Next past the last slide brings the first back, and Previous before the first the last', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const slides = await carousel(page).locator('[role="group"]').count();
  await expect(slide(page, 1)).toBeInViewport();
  await page.getByRole('button', { name: 'Previous stories' }).click();
  await expect(slide(page, slides)).toBeInViewport();
  await expect(slide(page, 1)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next stories' }).click();
  await expect(slide(page, 1)).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a finger swiping the slides turns them, and a swipe up still scrolls', async ({
    context,
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(slide(page, 1)).toBeInViewport();
    const box = await slideAt(page, 1).boundingBox();
    if (!box) throw new Error('the first slide has no box');
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let step = 1; step <= 5; step++) {
        const x = from.x + ((to.x - from.x) * step) / 5;
        const stepY = from.y + ((to.y - from.y) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: stepY }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe({ x: box.x + box.width - 40, y }, { x: box.x + 40, y });
    await expect(slide(page, 2)).toBeInViewport();
    await expect(slide(page, 1)).toHaveCount(0);
    await swipe({ x: box.x + 40, y }, { x: box.x + box.width - 40, y });
    await expect(slide(page, 1)).toBeInViewport();

    // A swipe up is the page's: it scrolls, and the slides stay.
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipe({ x: box.x + box.width / 2, y }, { x: box.x + box.width / 2, y: y - 200 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    await expect(slide(page, 1)).toBeInViewport();
  });
});

test('right to left, the first slide sits at the right and Next brings the next in from the left', async ({
  context,
  page,
}) => {
  await chooseLanguage(context, 'ar-XB');
  await page.setViewportSize(LAPTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const group = carousel(page);
  const first = await slideAt(page, 1).boundingBox();
  const second = await slideAt(page, 2).boundingBox();
  const frame = await group.boundingBox();
  if (!first || !second || !frame) throw new Error('the slides have no boxes');
  expect(second.x).toBeLessThan(first.x);
  expect(first.x + first.width).toBeCloseTo(frame.x + frame.width, 0);
  // The fourth waits beyond the left edge, clipped.
  const rightEdgeOf = async (position: number) => {
    const box = await slideAt(page, position).boundingBox();
    return box ? Math.round(box.x + box.width) : NaN;
  };
  expect(await rightEdgeOf(4)).toBeLessThanOrEqual(Math.round(frame.x) + 1);

  // The first of the controls' row is Previous, on the right; the last is Next, on the left.
  await group.locator(':scope > div').last().locator('button').last().click();
  await expect(slideAt(page, 4)).toBeInViewport();
  await expect(slideAt(page, 4)).not.toHaveAttribute('inert');
  await expect(slideAt(page, 1)).toHaveAttribute('inert', '');
  // The first has gone beyond the right edge.
  const leftEdgeOfFirst = async () => Math.round((await slideAt(page, 1).boundingBox())?.x ?? NaN);
  await expect.poll(leftEdgeOfFirst).toBeGreaterThanOrEqual(Math.round(frame.x + frame.width) - 1);
});
