// Refusals (a visitor, an unknown id, another reader's story) are proved on the real server in
// jsdom (src/features/edit-story/edit-story-page.test.tsx); this is the journey with real uploads.
import { expect, test } from './fixtures';
import { png, showPhoto, toast, yourStories } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { createStoryWithPhoto, signUpAndSignIn } from './session';

test('edit from Your Stories (text, tags and media), then through a direct link and after a reload', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'edit-flow');
  const title = `Editable ${Date.now()}`;
  const content = 'The first version of my story.';
  const imageUrl = await createStoryWithPhoto(page, { title, content, tags: ['Recovery'] });
  await page.goto('/share-story');
  const card = yourStories(page).getByRole('article', { name: title });
  const editHref = (await card.getByRole('link', { name: 'Edit' }).getAttribute('href')) ?? '';
  expect(editHref).toMatch(/^\/edit-story\/[0-9a-f-]{36}$/);
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  // Only the first nine tags are offered.
  await expect(page.getByRole('button', { name: 'Mental Health' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByLabel('Your Story').fill('The second version of my story.');
  await page.getByRole('button', { name: 'Healing' }).click();
  await page.getByRole('button', { name: `Remove Image 1` }).click();
  await page.getByLabel('Add Media (Optional, Max 50MB)').setInputFiles(png('second.png'));
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Update Story' }).click();

  await expect(toast(page, MESSAGES.storyUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/share-story$/);
  await expect(card).toContainText('The second version of my story.');
  await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Healing');
  const newImage = await showPhoto(card);
  expect(newImage).not.toBe(imageUrl);
  // The removed image is deleted with the update; the new one is served.
  expect((await page.request.get(imageUrl)).status()).toBe(404);
  expect((await page.request.get(newImage)).status()).toBe(200);

  // Opened as a fresh page load: no navigation state, so the story is fetched.
  await page.goto(editHref);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Update Story' }).click();
  await expect(toast(page, MESSAGES.titleAndContentRequired)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Update Story' }).click();
  await expect(toast(page, MESSAGES.storyUpdated)).toBeVisible();
  await expect(yourStories(page).getByRole('article', { name: `${title} (edited)` })).toBeVisible();

  await page.goto(editHref);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/share-story$/);
});
