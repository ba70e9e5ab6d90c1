// The Account page, as she uses it: her data to take away, and the dialog that deletes her account.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { MyData } from '../../src/domain/my-data';
import { expect } from './fixtures';
import type { Say } from './session';

/**
 * Presses Download my data on the Account page (named as `say` gives its English) and returns the
 * file, once its name is checked: sahas-my-data-<day>.json.
 */
export async function downloadMyData(
  page: Page,
  say: Say = (_, english) => english,
): Promise<MyData> {
  const downloaded = page.waitForEvent('download');
  await page
    .getByRole('region', { name: say('account', 'Download your data') })
    .getByRole('button', { name: say('account', 'Download my data') })
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^sahas-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile(await download.path(), 'utf8')) as MyData;
}

/** The Account page's Delete my account, in its section of that name. */
export function deleteAccountButton(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Delete your account' })
    .getByRole('button', { name: 'Delete my account' });
}

/** Opens the Account page's "Delete your account?" dialog (she is on /account) and returns it. */
export async function openDeleteAccountDialog(page: Page): Promise<Locator> {
  await deleteAccountButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}
