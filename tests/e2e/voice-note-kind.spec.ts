import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { FAKE_MIC_LAUNCH } from './e2e-env';
import { signUpAndSignIn } from './session';

// Chromium's fake microphone for the voice recording.
test.use({ launchOptions: FAKE_MIC_LAUNCH });

test('a recorded voice note is shown and played as audio on the Stories page', async ({ page }) => {
  // Sign-up, a real recording, its upload and remux, and playback: slow on a busy machine.
  test.slow();
  await signUpAndSignIn(page, 'voice-kind');
  await page.goto('/share-story');
  const title = `My voice ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your Story').fill('I said it out loud this time.');

  const recorder = page.getByRole('group', { name: 'Voice message' });
  await recorder.getByRole('button', { name: 'Record' }).click();
  await expect(recorder.getByRole('timer')).toHaveText('0:01', { timeout: 5000 });
  await recorder.getByRole('button', { name: 'Stop recording' }).click();
  await recorder.getByRole('button', { name: 'Save Recording' }).click();
  const list = page.getByRole('list', { name: 'Files for your story' });
  await expect(list.getByText(/^voice-recording-.*\.weba$/)).toBeVisible();
  await expect(list.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Share Story', exact: true }).click();
  await expect(
    page.locator('[role="status"][aria-live]').filter({ hasText: MESSAGES.storyShared }),
  ).toBeVisible();

  await page.goto('/stories');
  const card = page.getByRole('article', { name: title });
  // Its text all shows, so there is no Read More: the voice note is offered at once.
  await expect(card.getByRole('button', { name: 'Read More' })).toHaveCount(0);
  // Before: 'Play video (16 KB)', in a video element.
  await expect(card.getByRole('button', { name: new RegExp(`^Play video`) })).toHaveCount(0);
  await card.getByRole('button', { name: new RegExp(`^Play audio \\(`) }).click();

  const player = card.getByLabel('Audio shared with the story');
  await expect(player).toHaveJSProperty('tagName', 'AUDIO');
  await expect(player).toHaveAttribute('src', /\/media\/[^/]+\.weba$/);
  await expect(card.locator('video')).toHaveCount(0);
  // It really plays: the browser decodes it and the time moves on (or it has already ended).
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) =>
        audio.error === null && (audio.currentTime > 0 || audio.ended) ? 'playing' : 'not yet',
      ),
    )
    .toBe('playing');
  const response = await page.request.get((await player.getAttribute('src')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/webm');
});
