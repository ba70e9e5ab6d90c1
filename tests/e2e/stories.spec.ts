import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { SUPPORT_MESSAGES } from '../../src/domain/support-messages';
import { createStoryViaApi, signUpAndSignIn } from './session';

function storyCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('a visitor is asked to sign in to like or report', async ({ page, browser }) => {
  const author = await browser.newPage();
  await signUpAndSignIn(author, 'author');
  const title = `Visitor view ${Date.now()}`;
  await createStoryViaApi(author, { title, content: 'I found my voice again.' });
  await author.close();

  await page.goto('/stories');
  const card = storyCard(page, title);
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByText(MESSAGES.reactionSignInRequired)).toBeVisible();
  await card.getByRole('button', { name: 'Report story' }).click();
  await expect(page.getByText(MESSAGES.reportSignInRequired)).toBeVisible();
});

test('react once, send support, and report a story', async ({ page }) => {
  await signUpAndSignIn(page);
  const title = `React to me ${Date.now()}`;
  await createStoryViaApi(page, { title, content: 'Healing takes time.', tags: ['Healing'] });

  await page.goto('/stories');
  const card = storyCard(page, title);
  const like = card.getByRole('button', { name: /^Like/ });
  await expect(like).toContainText('0');
  await like.click();
  await expect(page.getByText(MESSAGES.reactionAdded)).toBeVisible();
  await expect(like).toContainText('1');
  await like.click();
  await expect(page.getByText(MESSAGES.reactionDuplicate)).toBeVisible();
  await expect(like).toContainText('1');

  await card.getByRole('button', { name: 'Send Support' }).click();
  const support = page
    .getByRole('status')
    .filter({ hasText: new RegExp(SUPPORT_MESSAGES.map(({ key }) => MESSAGES[key]).join('|')) });
  await expect(support.first()).toBeVisible();

  await card.getByRole('button', { name: 'Report story' }).click();
  await card.getByRole('radio', { name: 'Spam' }).check();
  await card.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(MESSAGES.reportAdded)).toBeVisible();
});

test('filter by two tags, sort every way, and page with Load more', async ({ page }) => {
  await signUpAndSignIn(page);
  const run = Date.now();
  const made: { title: string; tags: string[] }[] = [];
  const titleOf = (index: number) => made[index]?.title ?? '';
  // Tags no other spec uses: with 'oldest first', stories of other specs (or of a retry of this
  // one, which come before) would otherwise fill the first page.
  const [first, second, other] = ['Cyberbullying', 'Street Harassment', 'Sexual Harassment'];
  for (let index = 0; index < 12; index += 1) {
    const tags = [index % 3 === 0 ? first : index % 3 === 1 ? second : other];
    const title = `Run ${run} story ${String(index).padStart(2, '0')}`;
    await createStoryViaApi(page, { title, content: `Story number ${index}.`, tags });
    made.push({ title, tags });
  }
  const titlesOnPage = async () =>
    (await page.getByRole('article').locator('h2, h3').allInnerTexts()).filter((text) =>
      text.startsWith(`Run ${run}`),
    );

  await page.goto('/stories');
  await expect(storyCard(page, titleOf(11))).toBeVisible();
  expect(await page.getByRole('article').count()).toBe(10);
  await page.getByRole('button', { name: 'Load more stories' }).click();
  await expect(storyCard(page, titleOf(1))).toBeVisible();

  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: second, exact: true }).click();
  const expected = made.filter((story) => !story.tags.includes(other)).map((s) => s.title);
  // The list empties while the filtered page loads: wait for the answer, not for an empty list.
  await expect.poll(async () => new Set(await titlesOnPage())).toEqual(new Set(expected));
  await expect(storyCard(page, titleOf(2))).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
  // Older stories with these tags (a retry's) come first: load pages until all of this run's are
  // in, then they must stand oldest first.
  const loadMore = page.getByRole('button', { name: 'Load more stories' });
  await expect
    .poll(
      async () => {
        const titles = await titlesOnPage();
        if (titles.length < expected.length && (await loadMore.isVisible())) await loadMore.click();
        return titles;
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
  await expect.poll(async () => (await titlesOnPage())[0]).toBe(expected.at(-1));

  await storyCard(page, expected[0] ?? '')
    .getByRole('button', { name: /^Like/ })
    .click();
  await expect(page.getByText(MESSAGES.reactionAdded)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Liked' });
  await expect.poll(async () => (await titlesOnPage())[0]).toBe(expected[0]);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('the Stories page makes one list request however many stories exist', async ({ page }) => {
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/stories')) listCalls.push(url.pathname + url.search);
  });
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories of Strength' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listCalls).toHaveLength(1);
  expect(listCalls[0]).toMatch(/^\/api\/stories\?/);
});

for (const [width, slides] of [
  [1280, 3],
  [800, 2],
  [400, 1],
] as const) {
  test(`the top stories carousel shows ${slides} at ${width} px`, async ({ page, browser }) => {
    const author = await browser.newPage();
    await signUpAndSignIn(author, 'carousel');
    for (let index = 0; index < 4; index += 1) {
      await createStoryViaApi(author, { title: `Carousel ${width} ${index}`, content: 'Hope.' });
    }
    await author.close();

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'Top Stories' });
    await expect(carousel.locator('.slick-slide.slick-active').first()).toBeVisible();
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(slides);
    await expect(carousel.getByRole('button', { name: 'Next stories' })).toBeVisible();
  });
}
