import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { signUpAndSignIn } from './session';

function requestForm(page: Page) {
  return page.getByRole('form', { name: 'Request to join the network' });
}

async function fillRequest(page: Page, name: string) {
  const form = requestForm(page);
  await form.getByLabel('Organisation name').fill(name);
  await form
    .getByLabel('What the organisation does')
    .fill('Legal help and counselling for survivors');
  await form.getByLabel('Contact phone number').fill('+91 98765 43210');
  await form.getByLabel('Organisation email').fill('help@sakhi.example.org');
  await form.getByLabel('Registration number').fill('MH/2019/0042');
}

test('a visitor sees each quick helpline as a tap-to-call link', async ({ page }) => {
  await page.goto('/resources');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verified Support Network' }),
  ).toBeVisible();
  // The first number of each quick helpline: women's, police, child.
  for (const first of ['1091', '100', '1098']) {
    await expect(page.getByRole('link', { name: `Call ${first}` })).toHaveAttribute(
      'href',
      `tel:${first}`,
    );
  }
  // The directory loads from the real server; a fresh database has nothing approved yet, or
  // only what other tests approved, and either way the directory answers instead of failing.
  const directory = page.getByRole('region', { name: 'NGO directory' });
  await expect(
    directory.getByText(/^Showing \d+ of \d+ NGOs$|^No approved NGOs yet\.$/),
  ).toBeVisible();
  await expect(page.getByText(MESSAGES.ngosLoadFailed)).toHaveCount(0);
});

test('the request form asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/resources');
  const toggle = page.getByRole('button', { name: 'Ask us to list an NGO' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(
    requestForm(page).getByText('You will need to sign in to send a request.'),
  ).toBeVisible();
  await fillRequest(page, 'Visitor Draft Trust');
  await requestForm(page).getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.ngoRequestSignInRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Coming back, what was typed is still there.
  await page.goBack();
  await expect(requestForm(page).getByLabel('Organisation name')).toHaveValue(
    'Visitor Draft Trust',
  );
});

test('a signed-in user submits a request; a missing field is caught first', async ({ page }) => {
  // Sign-up and sign-in hash passwords on purpose slowly; give a busy machine room.
  test.setTimeout(60_000);
  await signUpAndSignIn(page, 'requester');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Ask us to list an NGO' }).click();
  const form = requestForm(page);
  await expect(form.getByLabel('Contact phone number')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Organisation email')).toHaveAttribute('type', 'email');
  expect(await blockingViolations(page)).toEqual([]);

  await form.getByLabel('Organisation name').fill('Half Filled Trust');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.ngoRequestIncomplete)).toBeVisible();
  await expect(form.getByLabel('What the organisation does')).toBeFocused();

  await fillRequest(page, `Sakhi Kendra ${Date.now()}`);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.ngoRequestSubmitted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask us to list an NGO' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Ask us to list an NGO' }).click();
  await expect(form.getByLabel('Organisation name')).toHaveValue('');
});
