// Issue 38, item 2: the NGO request form's code and its checks (zod) come when she first opens
// it, or as her pointer or focus reaches its toggle, not with every visit to Resources. Her first
// press still opens it, focus staying on the toggle; a form that cannot arrive says so, and the
// next press tries again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { holdRequests, requestsTo } from './page-requests';

const FORM_CODE = /\/assets\/ngo-request-form-body-[\w-]+\.js$/;

function toggle(page: Page) {
  return page.getByRole('button', { name: 'Ask us to list an NGO' });
}

test('a visit to Resources fetches no form code; her first key press opens the form as it arrives', async ({
  page,
}) => {
  const formCode = requestsTo(page, FORM_CODE);
  await page.goto('/resources');
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);

  // The code is slow to come: her press opens the form once it has.
  const release = await holdRequests(page, FORM_CODE);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveAttribute('aria-busy', 'true');
  release();
  const form = page.getByRole('form', { name: 'Request to join the network' });
  await expect(form.getByLabel('Organisation name')).toBeVisible();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-busy', 'false');
  expect(formCode).toHaveLength(1);
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
