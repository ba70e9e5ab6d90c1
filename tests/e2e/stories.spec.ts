// A visitor asked to sign in to like is proved in polish.spec.ts; to report, on the real server in
// jsdom (src/features/stories/stories-page.test.tsx).
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { requestsTo } from './page-requests';
import { reportOnCard, SUPPORT_SENT } from './story-lists';
import { apiSession, createStoryViaApi, signUpAndSignIn, storiesByAnother } from './session';

test('filter by two tags, sort every way, page with Load more (no list request on arrival); react once, send support and report', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Another woman's stories: on her own, Send Support is not offered.
  const author = await apiSession('stories-author');
  const run = Date.now();
  const made: { title: string; tags: string[] }[] = [];
  const titleOf = (index: number) => made[index]?.title ?? '';
  // Tags no other spec uses: with 'oldest first', stories of other specs (or of a retry of this
  // one, which come before) would otherwise fill the first page.
  const [first, second, other] = ['Cyberbullying', 'Street Harassment', 'Sexual Harassment'];
  for (let index = 0; index < 12; index += 1) {
    const tags = [index % 3 === 0 ? first : index % 3 === 1 ? second : other];
    const title = `Run ${run} story ${String(index).padStart(2, '0')}`;
    await createStoryViaApi(author, { title, content: `Story number ${index}.`, tags });
    made.push({ title, tags });
  }
  const titlesOnPage = async () =>
    (await page.getByRole('article').locator('h2, h3').allInnerTexts()).filter((text) =>
      text.startsWith(`Run ${run}`),
    );

  // However many stories exist, arriving asks for no list: the server sent the first page in the
  // page (server/render/), as her session would be answered.
  // Her own stories and their support (/api/stories/mine…) are hers, not the feed's list.
  const listCalls = requestsTo(page, /^\/api\/stories(?!\/mine)/);
  await page.goto('/stories');
  await expect(page.getByRole('article', { name: titleOf(11) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listCalls).toEqual([]);
  expect(await page.getByRole('article').count()).toBe(10);
  await page.getByRole('button', { name: 'Load more stories' }).click();
  await expect(page.getByRole('article', { name: titleOf(1) })).toBeVisible();

  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: second, exact: true }).click();
  const expected = made.filter((story) => !story.tags.includes(other)).map((s) => s.title);
  // The list empties while the filtered page loads: wait for the answer, not for an empty list.
  await expect.poll(async () => new Set(await titlesOnPage())).toEqual(new Set(expected));
  await expect(page.getByRole('article', { name: titleOf(2) })).toHaveCount(0);

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

  // She reacts once: a second tap is refused and the count stays.
  const liked = page.getByRole('article', { name: expected[0] ?? '' });
  const like = liked.getByRole('button', { name: /^Like/ });
  await expect(like).toContainText('0');
  await like.click();
  await expect(page.getByText(MESSAGES.reactionAdded)).toBeVisible();
  await expect(like).toContainText('1');
  await like.click();
  await expect(page.getByText(MESSAGES.reactionDuplicate)).toBeVisible();
  await expect(like).toContainText('1');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Liked' });
  await expect.poll(async () => (await titlesOnPage())[0]).toBe(expected[0]);

  await liked.getByRole('button', { name: 'Send Support' }).click();
  await expect(page.getByRole('status').filter({ hasText: SUPPORT_SENT }).first()).toBeVisible();
  await reportOnCard(liked, 'Spam');
  await expect(page.getByText(MESSAGES.reportAdded)).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('the top stories carousel shows 3 at 1280 px, 2 at 800 px and 1 at 400 px', async ({
  page,
}) => {
  const stories = [0, 1, 2, 3].map((n) => ({ title: `Carousel ${n}`, content: 'Hope.' }));
  await storiesByAnother('carousel', stories);

  for (const [width, slides] of [
    [1280, 3],
    [800, 2],
    [400, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'Top Stories' });
    // Slides out of view are hidden, before a turn as after.
    const inView = carousel.getByRole('group', { name: /^\d+ \/ \d+$/ });
    await expect(inView.first()).toBeVisible();
    await expect(inView, `${width} px, before a turn`).toHaveCount(slides);
    await carousel.getByRole('button', { name: 'Next stories' }).click();
    await expect(inView.first(), `${width} px, turned`).toHaveAccessibleName(/^2 \/ \d+$/);
    await expect(inView, `${width} px, turned`).toHaveCount(slides);
  }
});
