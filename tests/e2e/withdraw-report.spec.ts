// A reader reports a story by mistake and withdraws it, on a phone-wide screen: hers was the
// report that hid it (the third, REPORTS_TO_HIDE_STORY's default), so once withdrawn the story is
// back in everyone's list. Who may withdraw what is server/stories/report-withdrawal.test.ts.
import { request } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { LIMITS } from '../../src/domain/limits';
import { APP_ORIGIN } from './e2e-env';
import { reportOnCard } from './story-lists';
import { reportedBy, signedInAt, storiesByAnother } from './session';

test.use({ viewport: { width: 360, height: 800 } });

test('she reports a story by mistake, withdraws it with the keyboard, and the story it hid is back', async ({
  page,
}) => {
  const title = `Withdrawn report ${Date.now()}`;
  const [storyId = ''] = await storiesByAnother('author', [
    { title, content: 'A story reported by mistake.' },
  ]);
  // Two other verified readers report it first: hers will be the one that hides it.
  await reportedBy(LIMITS.reportsToHideStory - 1, storyId, 'reporter', { verified: true });
  const visitor = await request.newContext({ baseURL: APP_ORIGIN });
  const listed = async () => (await visitor.get(`/api/stories/${storyId}`)).status();
  expect(await listed()).toBe(200);

  await signedInAt(page, '/stories', 'withdrawer', { verified: true });
  const story = page.getByRole('article', { name: title });
  await reportOnCard(story, 'Spam');
  await expect(page.getByText(MESSAGES.reportAdded)).toBeVisible();
  // Hers was the third: readers no longer find the story.
  await expect.poll(listed).toBe(404);

  await expect(story.getByRole('button', { name: 'Reported' })).toBeVisible();
  const withdraw = story.getByRole('button', { name: 'Withdraw report' });
  await withdraw.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.reportWithdrawn)).toBeVisible();
  // Focus stays on the story, on the button that reports it again.
  await expect(story.getByRole('button', { name: 'Report story' })).toBeFocused();
  await expect(withdraw).toHaveCount(0);
  // Nothing of the card's action row leaves the phone's width.
  const box = await story.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);

  expect(await listed()).toBe(200);
  await visitor.dispose();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(
    page.getByRole('article', { name: title }).getByRole('button', { name: 'Report story' }),
  ).toBeVisible();
});
