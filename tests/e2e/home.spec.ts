// The hero's rotation, its links and the testimonials' sign-in note are proved in jsdom
// (src/features/home/hero.test.tsx, home-page.test.tsx); these need a browser's media query and scrolling.
import { expect, test } from './fixtures';
import { LIMITS } from '../../src/domain/limits';

test('the hero phrase stays still for a reader who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const first = (await heading.innerText()).trim();
  await page.clock.fastForward(LIMITS.heroRotateMs * 3);
  await expect(heading).toHaveText(first);
});

test('back to top appears after 300 px of scrolling and returns to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Voices of Strength' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);

  await page.evaluate((y) => window.scrollTo(0, y), LIMITS.backToTopPx - 50);
  await expect(button).toHaveCount(0);

  await page.evaluate((y) => window.scrollTo(0, y), LIMITS.backToTopPx + 100);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
