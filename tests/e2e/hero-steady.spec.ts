// The hero's phrase changes every 15 seconds; in Hindi at 360 px two phrases take one line and
// four take two. Nothing below the hero may move when it changes: she may be reading there.
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-seed';
import { LIMITS } from '../../src/domain/limits';

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
  const before = await bottom();
  const heights = new Set([await phraseHeight()]);
  for (let change = 0; change < 10; change += 1) {
    await page.clock.fastForward(LIMITS.heroRotateMs);
    heights.add(await phraseHeight());
    expect(await bottom()).toBe(before);
  }
  expect(heights.size).toBe(2);
});
