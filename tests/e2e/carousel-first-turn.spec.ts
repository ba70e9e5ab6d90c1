// Issue 38, item 2: Home's carousel code (react-slick) comes with the slides' first turn, not with
// the page. Until then the slides stand still as react-slick would first show them, with the same
// controls; a tap on Next while the code is still on its way is not lost, and the slides turn by
// themselves as before.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests, requestsTo } from './page-requests';
import { storiesByAnother } from './session';

const CAROUSEL_CODE = /\/assets\/carousel-[\w-]+\.js$/;

/** More stories than the three a wide screen shows, so that there are slides to turn. */
test.beforeEach(async () => {
  const stories = [0, 1, 2, 3].map((n) => ({ title: `First turn ${n}`, content: 'Still here.' }));
  await storiesByAnother('first-turn', stories);
});

/** The slide at `position` as a reader's tools find it (slides out of view are hidden). */
function slide(page: Page, position: number) {
  return page
    .getByRole('group', { name: 'Top Stories' })
    .getByRole('group', { name: new RegExp(`^${position} / \\d+$`) });
}

test('the slides stand still without the carousel code, and a tap on Next while it arrives turns them', async ({
  page,
}) => {
  // No automatic turn: nothing but her tap brings the code.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carouselCode = requestsTo(page, CAROUSEL_CODE);
  await page.goto('/');
  await expect(slide(page, 1)).toBeInViewport();
  await expect(slide(page, 3)).toBeInViewport();
  await expect(slide(page, 4)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(carouselCode).toEqual([]);

  // The code is slow to come: her tap waits for it rather than being lost.
  const release = await holdRequests(page, CAROUSEL_CODE);
  await page.getByRole('button', { name: 'Next stories' }).click();
  await expect.poll(() => carouselCode.length).toBe(1);
  await expect(slide(page, 1)).toBeInViewport();
  release();

  await expect(slide(page, 4)).toBeInViewport();
  await expect(slide(page, 1)).toHaveCount(0);
  // From then on it is react-slick's: Previous brings the first slide back.
  await page.getByRole('button', { name: 'Previous stories' }).click();
  await expect(slide(page, 1)).toBeInViewport();
});

test('the slides turn by themselves after 5 seconds, the code coming with that first turn', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const carouselCode = requestsTo(page, CAROUSEL_CODE);
  await page.goto('/');
  await expect(slide(page, 1)).toBeInViewport();
  expect(carouselCode).toEqual([]);
  await expect(slide(page, 4)).toBeInViewport({ timeout: 15_000 });
  expect(carouselCode).toHaveLength(1);
});
