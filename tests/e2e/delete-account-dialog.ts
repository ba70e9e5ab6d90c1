import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the Account page's "Delete your account?" dialog (she is on /account) and returns it. */
export async function openDeleteAccountDialog(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Delete your account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}
