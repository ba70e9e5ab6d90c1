// Translate and Fix Grammar through the real UI and the real server, whose provider is a
// loopback stand-in model server (fake-llm-server.ts); the browser talks only to the app.
import { expect, test } from './fixtures';
import { toast, yourStories } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { FAKE_LLM_FAIL_TRIGGER } from './fake-llm';
import { createStoryViaApi, signedInAt, signUpAndSignIn } from './session';

test('translate a story to Hindi and back to Original; a failing translation says why and goes back to Original', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'translate');
  const title = `Walking home ${Date.now()}`;
  const content = 'He followed me for three streets. I kept walking.';
  await createStoryViaApi(page, { title, content });
  const failing = `Untranslatable ${Date.now()}`;
  const failingContent = `This story trips the stand-in model: ${FAKE_LLM_FAIL_TRIGGER}.`;
  await createStoryViaApi(page, { title: failing, content: failingContent });
  await page.goto('/stories');

  const card = page.getByRole('article', { name: title });
  const select = card.getByRole('combobox', { name: 'Translate' });
  await select.selectOption({ label: 'Hindi' });
  await expect(toast(page, 'Story translated to Hindi')).toBeVisible();
  const translated = page.getByRole('article', { name: `[hi] ${title}` });
  await expect(translated.getByRole('heading', { level: 2 })).toHaveText(`[hi] ${title}`);
  await expect(translated.getByText(`[hi] ${content}`)).toHaveAttribute('lang', 'hi');

  await translated.getByRole('combobox', { name: 'Translate' }).selectOption('');
  await expect(card.getByText(content, { exact: true })).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Translate' })).toHaveValue('');

  const failingCard = page.getByRole('article', { name: failing });
  const failingSelect = failingCard.getByRole('combobox', { name: 'Translate' });
  await failingSelect.selectOption({ label: 'Tamil' });
  await expect(
    toast(page, 'Failed to translate story: Translation service failed with status 500'),
  ).toBeVisible();
  await expect(failingSelect).toHaveValue('');
  await expect(failingCard.getByText(failingContent, { exact: true })).toBeVisible();
});

test('a visitor is told to sign in for Fix Grammar; signed in, Fix Grammar on Share Story, in Your Stories and in Edit Story', async ({
  page,
}) => {
  await page.goto('/share-story');
  const form = page.locator('form');
  const fixInForm = form.getByRole('button', { name: 'Fix Grammar' });
  await expect(fixInForm).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Your Story').fill('i wrote this before signing in.');
  await fixInForm.click();
  await expect(
    toast(page, `Failed to correct grammar: ${MESSAGES.helperSignInRequired}`),
  ).toBeVisible();
  await expect(page.getByLabel('Your Story')).toHaveValue('i wrote this before signing in.');

  await signedInAt(page, '/share-story', 'grammar');

  // Share Story: her draft is corrected in place.
  await page.getByLabel('Your Story').fill('i walked home and teh street was dark.');
  await fixInForm.click();
  await expect(toast(page, MESSAGES.grammarUpdated)).toBeVisible();
  await expect(page.getByLabel('Your Story')).toHaveValue('I walked home and the street was dark.');

  // Your Stories: Fix Grammar opens Edit Story with the correction, unsaved, and only Update
  // Story saves it.
  const title = `Needs care ${Date.now()}`;
  const id = await createStoryViaApi(page, { title, content: 'i was scared of teh dark.' });
  await page.reload();
  const card = yourStories(page).getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Fix Grammar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
  await expect(page).toHaveURL(`/edit-story/${id}`);
  await expect(toast(page, MESSAGES.grammarUpdatedInEditor)).toBeVisible();
  await expect(page.getByLabel('Your Story')).toHaveValue('I was scared of the dark.');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const stored = await page.request.get(`/api/stories/${id}`);
  expect(((await stored.json()) as { content: string }).content).toBe('i was scared of teh dark.');
  // The unsaved correction is not left in the browser's history entry.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(window.history.state)))
    .not.toContain('I was scared of the dark.');
  await page.getByRole('button', { name: 'Update Story' }).click();
  await expect(toast(page, MESSAGES.storyUpdated)).toBeVisible();
  await expect(page).toHaveURL('/share-story');
  await expect(card.getByText('I was scared of the dark.')).toBeVisible();
  await page.reload();
  await expect(card.getByText('I was scared of the dark.')).toBeVisible();

  // Edit Story: the editor's text is corrected, and saved only with Update Story.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
  await page.getByLabel('Your Story').fill('i am healing now, teh worst is over.');
  await page.getByRole('button', { name: 'Fix Grammar' }).click();
  await expect(toast(page, MESSAGES.grammarUpdatedInEditor)).toBeVisible();
  await expect(page.getByLabel('Your Story')).toHaveValue('I am healing now, the worst is over.');
});
