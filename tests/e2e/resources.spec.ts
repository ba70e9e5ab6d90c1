import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NGO_COPY } from '../../src/domain/copy/ngo';
import { QUICK_HELPLINES, RESOURCES_COPY } from '../../src/domain/copy/resources';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { signUpAndSignIn } from './session';

function requestForm(page: Page) {
  return page.getByRole('form', { name: RESOURCES_COPY.ngoRequestHeading });
}

async function fillRequest(page: Page, name: string) {
  const form = requestForm(page);
  await form.getByLabel(RESOURCES_COPY.ngoNameLabel).fill(name);
  await form
    .getByLabel(RESOURCES_COPY.ngoDescriptionLabel)
    .fill('Legal help and counselling for survivors');
  await form.getByLabel(RESOURCES_COPY.ngoContactLabel).fill('+91 98765 43210');
  await form.getByLabel(RESOURCES_COPY.ngoEmailLabel).fill('help@sakhi.example.org');
  await form.getByLabel(NGO_COPY.ngoRegistrationLabel).fill('MH/2019/0042');
}

test('a visitor sees each quick helpline as a tap-to-call link', async ({ page }) => {
  await page.goto('/resources');
  await expect(
    page.getByRole('heading', { level: 1, name: RESOURCES_COPY.resourcesHeading }),
  ).toBeVisible();
  for (const helpline of QUICK_HELPLINES) {
    const first = helpline.numbers[0];
    await expect(page.getByRole('link', { name: `Call ${first}` })).toHaveAttribute(
      'href',
      `tel:${first}`,
    );
  }
  // The directory loads from the real server; a fresh database has nothing approved yet, or
  // only what other tests approved, and either way the directory answers instead of failing.
  const directory = page.getByRole('region', { name: RESOURCES_COPY.ngoDirectoryHeading });
  await expect(directory.getByText(/^Showing \d+ of \d+ NGOs$|^No NGOs match/)).toBeVisible();
  await expect(page.getByText(MESSAGES.ngosLoadFailed)).toHaveCount(0);
});

test('the request form asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/resources');
  const toggle = page.getByRole('button', { name: RESOURCES_COPY.ngoRequestToggle });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(requestForm(page).getByText(RESOURCES_COPY.ngoRequestSignInNote)).toBeVisible();
  await fillRequest(page, 'Visitor Draft Trust');
  await requestForm(page).getByRole('button', { name: RESOURCES_COPY.ngoRequestSubmit }).click();
  await expect(page.getByText(MESSAGES.ngoRequestSignInRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Coming back, what was typed is still there.
  await page.goBack();
  await expect(requestForm(page).getByLabel(RESOURCES_COPY.ngoNameLabel)).toHaveValue(
    'Visitor Draft Trust',
  );
});

test('a signed-in user submits a request; a missing field is caught first', async ({ page }) => {
  // Sign-up and sign-in hash passwords on purpose slowly; give a busy machine room.
  test.setTimeout(60_000);
  await signUpAndSignIn(page, 'requester');
  await page.goto('/resources');
  await page.getByRole('button', { name: RESOURCES_COPY.ngoRequestToggle }).click();
  const form = requestForm(page);
  await expect(form.getByLabel(RESOURCES_COPY.ngoContactLabel)).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel(RESOURCES_COPY.ngoEmailLabel)).toHaveAttribute('type', 'email');
  expect(await blockingViolations(page)).toEqual([]);

  await form.getByLabel(RESOURCES_COPY.ngoNameLabel).fill('Half Filled Trust');
  await form.getByRole('button', { name: RESOURCES_COPY.ngoRequestSubmit }).click();
  await expect(page.getByText(MESSAGES.ngoRequestIncomplete)).toBeVisible();
  await expect(form.getByLabel(RESOURCES_COPY.ngoDescriptionLabel)).toBeFocused();

  await fillRequest(page, `Sakhi Kendra ${Date.now()}`);
  await form.getByRole('button', { name: RESOURCES_COPY.ngoRequestSubmit }).click();
  await expect(page.getByText(MESSAGES.ngoRequestSubmitted)).toBeVisible();
  await expect(page.getByRole('button', { name: RESOURCES_COPY.ngoRequestToggle })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: RESOURCES_COPY.ngoRequestToggle }).click();
  await expect(form.getByLabel(RESOURCES_COPY.ngoNameLabel)).toHaveValue('');
});
