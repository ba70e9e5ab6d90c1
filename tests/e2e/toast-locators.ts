import type { Locator, Page } from '@playwright/test';

/** Each toast on screen, found by its close button (its parent is the toast). */
export function toasts(page: Page): Locator {
  return page.getByRole('button', { name: 'Dismiss message' }).locator('..');
}

/** What a live region of the page (role status: a toast, a notice, a note) says: `text`. */
export function statusSaying(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The toast saying `text`, whole. */
export function toastSaying(page: Page, text: string): Locator {
  return toasts(page).filter({ has: statusSaying(page, text) });
}
