// Refusals of files (an 11th, one over 200 MB) and a file picked before the session check answers
// are proved on the real server in jsdom (src/features/share-story/share-story-form.test.tsx); a
// voice message alone in the voice recording journey below; a visitor's draft kept for after
// sign-in, and her way to sign in and back, in dead-ends.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillStoryForm, png, shareButton, shareIt, toast, yourStories } from './story-form';
import { MESSAGES } from '../../src/domain/messages';
import { FAKE_MIC_LAUNCH, PHONE } from './e2e-env';
import { blockingViolations } from './axe';
import { holdRequests } from './page-requests';
import { mainHeading, signUpAndSignIn } from './session';
import { voiceNoteBytes } from '../../src/testing/voice-note';

// Chromium's fake microphone for the voice recording.
test.use({ launchOptions: FAKE_MIC_LAUNCH });

declare global {
  interface Window {
    __micTracks: MediaStreamTrack[];
  }
}

async function openShareStory(page: Page) {
  await page.goto('/share-story');
  await expect(mainHeading(page, 'Share Your Story')).toBeVisible();
  // The page is prerendered: the tests below start once the session check has answered (Your
  // Stories stops loading); one test picks a file before then on purpose.
  await expect(yourStories(page).getByText('Loading your stories...')).toHaveCount(0);
}

test('share a text story, then find it in Your Stories and on the Stories page', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'text-story');
  await openShareStory(page);
  await expect(yourStories(page).getByText("You haven't shared any stories yet.")).toBeVisible();

  const title = `Finding my voice ${Date.now()}`;
  const story = 'My boss at the office would not stop. I went to the police.';
  await fillStoryForm(page, { title, story });
  await page.getByRole('button', { name: 'Suggest Tags' }).click();
  await expect(toast(page, MESSAGES.tagsSuggested)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Workplace Harassment' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // With text written, Fix Grammar is offered (tests/e2e/helpers.spec.ts uses it).
  await expect(page.locator('form').getByRole('button', { name: 'Fix Grammar' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await shareIt(page);
  await expect(page.getByLabel('Title')).toHaveValue('');
  const card = yourStories(page).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Legal');
  await expect(card).toContainText(`Reactions: 0`);

  // Still there after a reload (from the server, not only from the page's memory).
  await page.reload();
  await expect(yourStories(page).getByRole('article', { name: title })).toBeVisible();

  await page.goto('/stories');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('share with an image and an audio file, watching each upload finish; the form, its files, the story and the delete question pass axe and fit; deleting asks first, then removes it and its media', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'media-story');
    await openShareStory(page);
    // Hold the uploads back a moment so their progress bars can be seen before they finish.
    const releaseUploads = await holdRequests(page, '**/api/media?**');

    const title = `Pictures ${Date.now()}`;
    await fillStoryForm(page, { title, story: 'A photo and a voice note.' });
    await page
      .getByLabel('Upload Media (Optional, Max 200MB)')
      .setInputFiles([
        png('a-photo-with-a-rather-long-file-name-from-the-camera.png'),
        { name: 'note.wav', mimeType: 'audio/wav', buffer: Buffer.from(voiceNoteBytes(2000)) },
      ]);
    await expect(
      page.getByRole('progressbar', {
        name: `Uploading a-photo-with-a-rather-long-file-name-from-the-camera.png`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Uploading note.wav` })).toBeVisible();
    await expect(
      page.getByText('Please wait a moment: your files are still uploading.'),
    ).toBeVisible();
    await expect(shareButton(page)).toHaveAttribute('aria-disabled', 'true');

    releaseUploads();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    // The form with its files fits and passes axe.
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    expect(await blockingViolations(page)).toEqual([]);
    await expect(shareButton(page)).toHaveAttribute('aria-disabled', 'false');
    await shareIt(page);
    const card = yourStories(page).getByRole('article', { name: title });
    // Nothing is fetched until she taps it.
    await expect(card.locator('img, audio')).toHaveCount(0);
    await card.getByRole('button', { name: new RegExp(`^Show photo \\(`) }).click();
    await card.getByRole('button', { name: new RegExp(`^Play audio \\(`) }).click();
    await expect(card.getByRole('img')).toHaveAttribute('src', /\/media\/[^/]+\.png$/);
    await expect(card.locator('audio')).toHaveAttribute('src', /\/media\/[^/]+\.wav$/);
    const urls = [
      await card.getByRole('img').getAttribute('src'),
      await card.locator('audio').getAttribute('src'),
    ].map((url) => url ?? '');
    for (const url of urls) expect((await page.request.get(url)).status()).toBe(200);
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    expect(await blockingViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await expect(dialog).toContainText(
      'This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.',
    );
    expect(await blockingViolations(page)).toEqual([]);
    // A modal dialog: Tab and Shift+Tab never reach the page behind it.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete story' }).click();
    await expect(toast(page, MESSAGES.storyDeleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(yourStories(page).getByText("You haven't shared any stories yet.")).toBeVisible();
    for (const url of urls) expect((await page.request.get(url)).status()).toBe(404);

    await page.goto('/stories');
    await expect(mainHeading(page, 'Stories of Strength')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });
});

test.describe('voice recording', () => {
  // Sign-up, two real recordings, an upload and remux, and playback: slow on a busy machine.
  test('record with the microphone, listen, save and share it as a voice message alone, with no title or text; the Stories page shows and plays it as audio', async ({
    page,
  }) => {
    test.slow();
    // Keep hold of every microphone track the page is given, to check it is stopped.
    await page.addInitScript(() => {
      window.__micTracks = [];
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        window.__micTracks.push(...stream.getTracks());
        return stream;
      };
    });
    await signUpAndSignIn(page, 'voice');
    await openShareStory(page);
    // Nothing written and no file: nothing to share yet.
    await shareButton(page).click();
    await expect(toast(page, MESSAGES.storyDraftIncomplete)).toBeVisible();
    const recorder = page.getByRole('group', { name: 'Voice message' });

    // Discard first: nothing is kept.
    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByText('Recording', { exact: true })).toBeVisible();
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    await recorder.getByRole('button', { name: 'Discard' }).click();
    await expect(recorder.getByLabel('Your voice recording')).toHaveCount(0);

    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByRole('timer')).toHaveText('0:01', { timeout: 5000 });
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    const preview = recorder.getByLabel('Your voice recording');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    // The microphone is off once recording stops: every track the page was given has ended.
    const states = await page.evaluate(() => window.__micTracks.map((track) => track.readyState));
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['ended']));

    await recorder.getByRole('button', { name: 'Save Recording' }).click();
    await expect(toast(page, MESSAGES.voiceRecordingAdded)).toBeVisible();
    const list = page.getByRole('list', { name: 'Files for your story' });
    await expect(list.getByText(/^voice-recording-.*\.weba$/)).toBeVisible();
    await expect(list.getByText('Uploaded')).toBeVisible();

    await shareIt(page);
    const card = yourStories(page).getByRole('article', { name: 'Untitled story' });
    await card.getByRole('button', { name: new RegExp(`^(Play video|Play audio) \\(`) }).click();
    const media = card.locator('video, audio');
    await expect(media).toHaveAttribute('src', /\/media\/[^/]+\.weba$/);
    const src = (await media.getAttribute('src')) ?? '';
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('audio/webm');

    // On the Stories page (newest first) it is offered at once, as audio, and really plays.
    await page.goto('/stories');
    const listed = page.getByRole('article', { name: 'Untitled story' }).first();
    await expect(listed.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    await expect(listed.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
    await listed.getByRole('button', { name: /^Play audio \(/ }).click();
    const player = listed.getByLabel('Audio shared with the story');
    await expect(player).toHaveJSProperty('tagName', 'AUDIO');
    await expect(player).toHaveAttribute('src', src);
    await expect(listed.locator('video')).toHaveCount(0);
    // The browser decodes it and the time moves on (or it has already ended).
    await expect
      .poll(() =>
        player.evaluate((audio: HTMLAudioElement) =>
          audio.error === null && (audio.currentTime > 0 || audio.ended) ? 'playing' : 'not yet',
        ),
      )
      .toBe('playing');
  });
});
