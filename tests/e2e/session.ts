import { expect, type Page } from '@playwright/test';
import { COPY } from '../../src/domain/copy';
import { MESSAGES } from '../../src/domain/messages';
import { uniqueEmail } from './outbox';

export const E2E_PASSWORD = 'Str0ng!pass';

/** Signs up a fresh account through the Auth screen, signs in, and lands on Home. */
export async function signUpAndSignIn(page: Page, label = 'reader'): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto('/auth');
  await page
    .getByRole('group', { name: COPY.authModeLabel })
    .getByRole('button', { name: COPY.signUp })
    .click();
  await page.getByLabel(COPY.emailLabel).fill(email);
  await page.getByLabel(COPY.passwordLabel, { exact: true }).fill(E2E_PASSWORD);
  await page.locator('form').getByRole('button', { name: COPY.signUp }).click();
  await expect(page.getByText(MESSAGES.signUpSucceeded)).toBeVisible();
  await page.getByLabel(COPY.passwordLabel, { exact: true }).fill(E2E_PASSWORD);
  await page.locator('form').getByRole('button', { name: COPY.signIn }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Creates a story through the API with the page's own session (no media). */
export async function createStoryViaApi(
  page: Page,
  story: { title: string; content: string; tags?: string[] },
): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: { title: story.title, content: story.content, tags: story.tags ?? [], mediaUrls: [] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
