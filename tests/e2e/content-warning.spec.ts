import { expect, test } from './fixtures';
import { fillStoryForm, png, shareButton, toast, yourStories } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { newPage, signedInAt } from './session';
import { requestsTo } from './page-requests';

test('a story shared behind a content warning stays collapsed for readers until asked', async ({
  page,
  browser,
}) => {
  // Sign-up, an upload, two pages and two axe runs: more than the default on a busy machine.
  test.slow();
  await signedInAt(page, '/share-story', 'warned');
  const title = `Behind a warning ${Date.now()}`;
  const story = 'He waited outside every night. Call me on 98765 43210 if you went through this.';
  await page.getByLabel('Content warning (optional)').fill('Mentions stalking');
  await fillStoryForm(page, { title, story, files: [png('street.png')] });
  await shareButton(page).click();

  // The gentle prompt: the phone number is highlighted, and sharing is still hers to choose.
  const prompt = page.getByRole('region', { name: 'Details that could identify you' });
  await expect(prompt).toBeVisible();
  await expect(prompt.locator('mark')).toHaveText(['98765 43210']);
  expect(await blockingViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Share anyway' }).click();
  await expect(toast(page, MESSAGES.storyShared)).toBeVisible();
  await expect(yourStories(page).getByRole('article', { name: title })).toContainText(
    'Content warning: Mentions stalking',
  );

  // Another reader, on mobile data: the story is closed behind its warning, media not fetched.
  const reader = await newPage(browser);
  const mediaRequests = requestsTo(reader, /^\/media\//);
  await reader.goto('/stories');
  const card = reader.getByRole('article', { name: title });
  await expect(card).toContainText('Content warning: Mentions stalking');
  await expect(card).not.toContainText('He waited outside');
  const show = card.getByRole('button', { name: 'Show story' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(await blockingViolations(reader)).toEqual([]);

  await show.click();
  await expect(card).toContainText('He waited outside every night.');
  await expect(card.getByRole('button', { name: 'Hide story' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Its text all shows, so there is no Read More: the photo is offered at once.
  await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(0);
  // Its size as stored (metadata stripping may have changed it), before anything is fetched.
  const showPhoto = card.getByRole('button', { name: /^Show photo \(\d+ bytes\)$/ });
  await expect(showPhoto).toBeVisible();
  expect(mediaRequests).toEqual([]);

  await showPhoto.click();
  await expect(card.getByRole('img', { name: 'Image shared with the story' })).toBeVisible();
  expect(mediaRequests).toHaveLength(1);
  await reader.context().close();
});
