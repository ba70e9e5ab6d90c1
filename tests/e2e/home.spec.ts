import { expect, test } from './fixtures';
import { HERO_PHRASES } from './english-text';
import { LIMITS } from '../../src/domain/limits';

test('the hero phrase changes every 15 seconds', async ({ page }) => {
  const start = new Date('2026-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/');
  // The heading is in the prerendered page at once; the rotation starts once the script has
  // taken the page over, after its chunks have arrived.
  await page.waitForLoadState('networkidle');
  // Stop the clock (it flowed while the page loaded), then step it by hand from a rotation.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const heading = page.getByRole('heading', { level: 1 });
  const phrase = async () => (await heading.innerText()).trim();
  const previous = await phrase();
  for (let second = 0; second <= LIMITS.heroRotateMs / 1000; second += 1) {
    await page.clock.runFor(1000);
    if ((await phrase()) !== previous) break;
  }
  const first = await phrase();
  expect(first).not.toBe(previous);
  expect(HERO_PHRASES).toContain(first);

  await page.clock.runFor(LIMITS.heroRotateMs - 1000);
  await expect(heading).toHaveText(first);

  await page.clock.runFor(1000);
  await expect(heading).not.toHaveText(first);
  expect(HERO_PHRASES).toContain(await phrase());
});

test('the hero phrase stays still for a reader who asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const first = (await heading.innerText()).trim();
  await page.clock.fastForward(LIMITS.heroRotateMs * 3);
  await expect(heading).toHaveText(first);
});

test('the hero buttons lead to stories and sharing', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText('A safe space to share your story and connect with others who understand'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Explore Stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stories of Strength' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Share Your Voice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Story' })).toBeVisible();
});

test('a visitor is asked to sign in before sharing a testimonial', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Voices of Strength' })).toBeVisible();
  await expect(page.getByText('Please sign in to share your experience')).toBeVisible();
  await expect(
    page.getByText(
      'Sahas is a safe, anonymous platform for women to share their stories, find support and access resources.',
    ),
  ).toBeVisible();
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
