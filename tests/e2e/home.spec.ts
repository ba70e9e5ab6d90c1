// The hero's rotation, its links and the testimonials' sign-in note are proved in jsdom
// (src/features/home/hero.test.tsx, home-page.test.tsx); these need a browser's media query, layout and scrolling.
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-seed';
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

// In Hindi at 360 px two phrases take one line and four take two: nothing below the hero may move
// when it changes, she may be reading there.
test('the hero keeps its height while its phrase changes, in Hindi at 360 px', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'hi');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const hero = page.locator('section', { has: heading });
  const bottom = async () => {
    const box = await hero.boundingBox();
    return box && box.y + box.height;
  };
  // The phrase's own lines: one or two, so the page would move if the hero followed them.
  const phraseHeight = async () => (await heading.locator('span').boundingBox())?.height;
  /**
   * The next phrase, once drawn. The rotation's timer starts in an effect after the page is taken
   * over, and each change is drawn a moment after its tick: on a busy machine a tick may come
   * before the timer exists or the measure before the change, so the clock moves on until it shows.
   */
  const nextPhrase = async (shown: string) => {
    await expect
      .poll(async () => {
        const now = await heading.innerText();
        if (now === shown) await page.clock.fastForward(LIMITS.heroRotateMs);
        return now;
      })
      .not.toBe(shown);
    return heading.innerText();
  };
  const before = await bottom();
  const heights = new Set([await phraseHeight()]);
  let shown = await heading.innerText();
  for (let change = 0; change < 10; change += 1) {
    shown = await nextPhrase(shown);
    heights.add(await phraseHeight());
    expect(await bottom()).toBe(before);
  }
  expect(heights.size).toBe(2);
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
