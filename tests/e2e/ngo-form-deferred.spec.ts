// Issue 38, item 2: the NGO request form's code and its checks (zod) come when she first opens
// it, or as her pointer or focus reaches its toggle, not with every visit to Resources. Her first
// press still opens it, focus staying on the toggle; a form that cannot arrive says so, and the
// next press tries again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';

const FORM_CODE = /\/assets\/ngo-request-form-body-[\w-]+\.js$/;

function watchFormCode(page: Page): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (FORM_CODE.test(new URL(request.url()).pathname)) requests += 1;
  });
  return () => requests;
}

function toggle(page: Page) {
  return page.getByRole('button', { name: 'Ask us to list an NGO' });
}

test('a visit to Resources fetches no form code; her first key press opens the form as it arrives', async ({
  page,
}) => {
  const formRequests = watchFormCode(page);
  await page.goto('/resources');
  await page.waitForLoadState('networkidle');
  expect(formRequests()).toBe(0);

  // The code is slow to come: her press opens the form once it has.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CODE, async (route) => {
    await released;
    await route.continue();
  });
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveAttribute('aria-busy', 'true');
  release();
  const form = page.getByRole('form', { name: 'Request to join the network' });
  await expect(form.getByLabel('Organisation name')).toBeVisible();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-busy', 'false');
  expect(formRequests()).toBe(1);
});

test('a form that cannot arrive says so, and her next opening tries again', async ({ page }) => {
  await page.goto('/resources');
  await page.route(FORM_CODE, (route) => route.abort());
  await toggle(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: MESSAGES.serverUnreachable }),
  ).toBeVisible();

  await page.unroute(FORM_CODE);
  await toggle(page).click();
  await toggle(page).click();
  const form = page.getByRole('form', { name: 'Request to join the network' });
  await expect(form.getByLabel('Organisation name')).toBeVisible();
});
