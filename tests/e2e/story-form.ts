// What the specs that share, edit and read stories have in common: a real, tiny photo to upload,
// the form filled in and shared, the toasts it answers with, and her own stories on Share Story.
import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { expect } from './fixtures';

/** A 1 x 1 PNG: a real, tiny photo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG as a file named `name`, for `setInputFiles`. */
export function png(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG };
}

/** A file to upload: a name, its type and its bytes. */
type Upload = ReturnType<typeof png>;

/** The toast (a polite live region) saying `text`. */
export function toast(page: Page, text: string) {
  return page.locator('[role="status"][aria-live]').filter({ hasText: text });
}

/** Your Stories, her own stories on Share Story (named in the page's language). */
export function yourStories(page: Page, name = 'Your Stories') {
  return page.getByRole('region', { name });
}

/** Share Story's button (exactly: Your Stories has none of that name). */
export function shareButton(page: Page) {
  return page.getByRole('button', { name: 'Share Story', exact: true });
}

/** Fills the story form she is on; `files` are uploaded, and each then says Uploaded. */
export async function fillStoryForm(
  page: Page,
  { title, story, files = [] }: { title: string; story: string; files?: Upload[] },
) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your Story').fill(story);
  if (files.length === 0) return;
  await page.getByLabel('Upload Media (Optional, Max 200MB)').setInputFiles(files);
  await expect(page.getByText('Uploaded')).toHaveCount(files.length);
}

/** Presses Share Story and waits for the toast that says her story is shared. */
export async function shareIt(page: Page) {
  await shareButton(page).click();
  await expect(toast(page, MESSAGES.storyShared)).toBeVisible();
}

/** Shows the photo of the story `card` (nothing is fetched before) and returns its address. */
export async function showPhoto(card: Locator): Promise<string> {
  await card.getByRole('button', { name: /^Show photo \(/ }).click();
  const src = await card.getByRole('img').getAttribute('src');
  if (!src) throw new Error('the photo has no address');
  return src;
}
