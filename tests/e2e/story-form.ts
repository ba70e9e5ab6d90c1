// What the specs that share, edit and read stories have in common: a real, tiny photo to upload,
// the toasts the forms answer with, and her own stories on Share Story.
import type { Page } from '@playwright/test';

/** A 1 x 1 PNG: a real, tiny photo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG as a file named `name`, for `setInputFiles`. */
export function png(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG };
}

/** The toast (a polite live region) saying `text`. */
export function toast(page: Page, text: string) {
  return page.locator('[role="status"][aria-live]').filter({ hasText: text });
}

/** Your Stories, her own stories on Share Story (named in the page's language). */
export function yourStories(page: Page, name = 'Your Stories') {
  return page.getByRole('region', { name });
}
