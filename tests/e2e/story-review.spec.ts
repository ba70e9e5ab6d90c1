// Issue 36 item 2, review before publishing, on a server of its own with STORY_REVIEW=all: a new
// story is invisible to a visitor (page and API) until an admin redacts and publishes it; readers
// then see the redaction note; a story sent back shows its reason to its author; the audit log
// shows both actions. Screenshots at 360 px (SHOTS_DIR).
// Proved at cheaper layers: every role and edge of the review routes, every public read, the
// `first` mode, erasure and export (server/review/story-review.test.ts); what Your Stories says
// for each state (src/features/share-story/own-story-review.test.tsx).
import { MESSAGES } from '../../src/domain/messages';
import { LIMITS } from '../../src/domain/limits';
import { blockingViolations } from './axe';
import { E2E_PORT } from './e2e-env';
import { expect, test } from './fixtures';
import { openReady, reviewAllServer, sendBack, share } from './review-server';
import { shot } from './review-shots';
import { signUpAndSignInOnScreen } from './session';
import { toast, yourStories } from './story-form';

const REVIEW_ADMIN = 'review-admin@sahas.test';
const server = reviewAllServer({
  port: E2E_PORT + 140,
  dataDirPrefix: 'sahas-story-review-',
  admin: REVIEW_ADMIN,
});

test('a story waits for review, is redacted and published, or sent back with its reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await server.pageOn(browser);
  const author = await server.pageOn(browser);
  await server.onboardAdmin(page);
  await signUpAndSignInOnScreen(author, 'review-author');

  // She shares; the toast says it waits and for how long, kindly.
  const title = `Ravi Kumar at 12 MG Road ${Date.now()}`;
  await share(author, title, 'He waited for me at 12 MG Road every evening. I got away.', true);
  await expect(
    toast(
      author,
      MESSAGES.storySharedForReview.replace('{days}', String(LIMITS.storyReviewUsualDays)),
    ),
  ).toBeVisible();
  const mine = yourStories(author).getByRole('article', { name: title });
  await expect(mine).toContainText('Waiting for review.');
  await mine.scrollIntoViewIfNeeded();
  await shot(author, 'story-review-waiting-360');

  // A visitor finds it nowhere: not on Stories, not through the API.
  await openReady(visitor, '/stories');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  const listed = (await (await visitor.request.get('/api/stories')).json()) as {
    stories: { id: string; title: string }[];
  };
  expect(listed.stories.map((story) => story.title)).not.toContain(title);
  const queue = (await (await page.request.get('/api/admin/reviews/queue')).json()) as {
    stories: { id: string; title: string }[];
  };
  const storyId = queue.stories.find((story) => story.title === title)?.id ?? '';
  expect((await visitor.request.get(`/api/stories/${storyId}`)).status()).toBe(404);

  // The admin sees it first on the dashboard, with the address marked, and redacts it.
  await page.goto('/admin');
  const review = page.getByRole('region', { name: 'Review queue' });
  const item = review.getByRole('article', { name: title });
  await expect(item.locator('mark').first()).toContainText('12 MG Road');
  await shot(page, 'story-review-queue-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await item.getByLabel('Title').fill('What happened on my way home');
  await item.getByLabel('Story').fill('He waited for me on my way home every evening. I got away.');
  await item.getByRole('button', { name: /^Publish/ }).click();
  await expect(toast(page, '"What happened on my way home" is published.')).toBeVisible();
  await expect(review.getByRole('article', { name: title })).toHaveCount(0);

  // Readers now see the redacted story with the note, and none of what was removed.
  await openReady(visitor, '/stories');
  const card = visitor.getByRole('article', { name: 'What happened on my way home' });
  await expect(card).toContainText(MESSAGES.storyRedactedNote);
  await expect(visitor.getByText(/MG Road|Ravi Kumar/)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(visitor, 'story-review-redacted-card-360');

  // A second story is sent back; its author reads why.
  const second = `Second story ${Date.now()}`;
  await share(author, second, 'My neighbour knows where I work and when I leave.');
  await sendBack(page, second);
  await expect(toast(page, `"${second}" was sent back to its author.`)).toBeVisible();

  await openReady(author, '/share-story');
  const back = yourStories(author).getByRole('article', { name: second });
  await expect(back).toContainText('Sent back.');
  await expect(back).toContainText('Reason: Shares private details.');
  await expect(
    yourStories(author).getByRole('article', { name: 'What happened on my way home' }),
  ).toContainText('a moderator changed the title and the text');
  await back.scrollIntoViewIfNeeded();
  await shot(author, 'story-review-sent-back-360');
  expect(await blockingViolations(author)).toEqual([]);

  // The audit log holds both actions, who and what, and no word of either story.
  await page.reload();
  const log = page.getByRole('region', { name: 'Review audit log' });
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText(`${REVIEW_ADMIN} sent back story`);
  await expect(log.getByRole('listitem').first()).toContainText('Shares private details');
  await expect(log.getByRole('listitem').nth(1)).toContainText(`${REVIEW_ADMIN} published story`);
  await expect(log.getByRole('listitem').nth(1)).toContainText('changing its title and text');
  await expect(log).not.toContainText(/MG Road|Ravi|neighbour/);
  await log.scrollIntoViewIfNeeded();
  await shot(page, 'story-review-audit-360');

  await visitor.context().close();
  await author.context().close();
});
