import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import type { ReportReason } from '../../src/domain/vocabularies';
import { openStoriesTagged, reportOnCard } from './story-lists';
import { runId } from './outbox';
import { yourStories } from './story-form';
import {
  apiSession,
  createStoryViaApi,
  newPage,
  reportViaApi,
  signInAsAdmin,
  signUpAndSignIn,
} from './session';

// Every admin operation refused to a reader who is not an admin: the authorization matrices of
// server/stories/stories-authorization.test.ts and server/ngos/ngos-authorization.test.ts. A
// moderation delete takes the story's reactions and reports (server/stories/
// story-moderation.test.ts), after the admin's confirmation (admin-page.test.tsx).

// A tag the other specs do not use, so the story stays on the first page of its filter.
const TAG = 'Discrimination';

/** /stories filtered by TAG: the story's card, and the ids the server listed for the filter. */
async function storiesPage(page: Page, title: string) {
  const ids = await openStoriesTagged(page, TAG);
  return { card: page.getByRole('article', { name: title }), ids };
}

/** Opens Home and returns the ids of the top stories the server gave it. */
async function homeTopIds(page: Page): Promise<string[]> {
  // The server renders Home with its top stories (no request for them on arrival): ask the same
  // public query the render uses.
  await page.goto('/');
  const top = await page.request.get('/api/stories/top');
  const { stories } = (await top.json()) as { stories: { id: string }[] };
  return stories.map((story) => story.id);
}

/** A fresh, verified reader likes the story and reports it through the Stories page. */
async function likeAndReport(browser: Browser, title: string, reason: string, label: string) {
  const reader = await newPage(browser);
  await signUpAndSignIn(reader, label, { verified: true });
  const { card } = await storiesPage(reader, title);
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(reader.getByText(MESSAGES.reactionAdded)).toBeVisible();
  await reportOnCard(card, reason);
  await expect(reader.getByText(MESSAGES.reportAdded)).toBeVisible();
  await reader.context().close();
}

/**
 * A fresh reader who follows the e-mailed link (only verified readers' reports count), then likes
 * and reports the story, all through the API: the same requests the Stories page sends, which
 * likeAndReport makes through the page.
 */
async function likeAndReportViaApi(storyId: string, reason: ReportReason, label: string) {
  const api = await apiSession(label, { verified: true });
  expect((await api.post(`/api/stories/${storyId}/reactions`, { data: {} })).ok()).toBe(true);
  await reportViaApi(api, storyId, reason);
  await api.dispose();
}

test('three readers’ reports hide a story until an admin dismisses them', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Reported story ${runId()}`;
  const author = await newPage(browser);
  await signUpAndSignIn(author, 'moderation-author');
  const storyId = await createStoryViaApi(author, {
    title,
    content: 'What happened at work, and how I found help.',
    tags: [TAG],
  });

  // Two readers through the API, the third through the page.
  await likeAndReportViaApi(storyId, 'identifies-person', 'reporter-1');
  await likeAndReportViaApi(storyId, 'private-details', 'reporter-2');

  // Two reports: still public, on /stories and among Home's top stories.
  const visitor = await newPage(browser);
  await expect((await storiesPage(visitor, title)).card).toBeVisible();
  expect(await homeTopIds(visitor)).toContain(storyId);
  const top = visitor.getByRole('region', { name: 'Top Stories' });
  await expect(top).toContainText(title);

  await likeAndReport(browser, title, 'Names or identifies a person', 'reporter-3');

  // The third hides it from readers everywhere.
  expect(await homeTopIds(visitor)).not.toContain(storyId);
  await expect(top).not.toContainText(title);
  const hidden = await storiesPage(visitor, title);
  expect(hidden.ids).not.toContain(storyId);
  await expect(hidden.card).toHaveCount(0);
  expect((await visitor.request.get(`/api/stories/${storyId}`)).status()).toBe(404);

  // Its author still has it, marked Under review in words.
  await author.goto('/share-story');
  const own = yourStories(author).getByRole('article', { name: title });
  await expect(own).toContainText(
    `Under review. A few readers asked us to look at this story, so it is hidden from others until a moderator reviews it. You can still read, edit or delete it.`,
  );
  expect((await author.request.get(`/api/stories/${storyId}`)).status()).toBe(200);

  // The admin sees the reasons, and dismisses them.
  await signInAsAdmin(page);
  await page.goto('/admin');
  const moderation = page.getByRole('region', { name: 'Story Moderation' });
  const card = moderation.getByRole('article', { name: title });
  await expect(card).toContainText('3 reports');
  await expect(card).toContainText('Hidden from readers');
  await expect(card.getByRole('list', { name: 'Reasons given' })).toContainText(
    'Names or identifies a person: 2',
  );
  await expect(card.getByRole('list', { name: 'Reasons given' })).toContainText(
    'Shares private details: 1',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await card.getByRole('button', { name: `Dismiss reports ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss these reports?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(page.getByText(`Reports on "${title}" have been dismissed.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Back for readers.
  const back = await storiesPage(visitor, title);
  expect(back.ids).toContain(storyId);
  await expect(back.card).toBeVisible();
  expect((await visitor.request.get(`/api/stories/${storyId}`)).status()).toBe(200);
  await author.reload();
  await expect(own).toBeVisible();
  await expect(own).not.toContainText('Under review');
});
