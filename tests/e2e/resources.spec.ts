// Each helpline as a tap-to-call link is proved in field-fixes.spec.ts (every number on the page);
// a visitor's request kept for after sign-in in jsdom (ngo-request-form.test.tsx).
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { fillNgoRequest } from './list-ngo';
import { signedInAt } from './session';

test('a signed-in user submits a request; each empty field is marked in red and the first focused first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAt(page, '/resources', 'requester');
  await page.getByRole('button', { name: 'Ask us to list an NGO' }).click();
  const form = page.getByRole('form', { name: 'Request to join the network' });
  await expect(form.getByLabel('Contact phone number')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Organisation email')).toHaveAttribute('type', 'email');
  expect(await blockingViolations(page)).toEqual([]);

  const email = form.getByLabel('Organisation email');
  await email.fill('help@sakhi.example.org');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.ngoRequestIncomplete)).toBeVisible();
  const name = form.getByLabel('Organisation name');
  await expect(name).toBeFocused();
  for (const label of ['Organisation name', 'What the organisation does', 'Contact phone number']) {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Please fill in this field\./);
  }
  await expect(email).not.toHaveAttribute('aria-invalid');
  // A red border as well as the words.
  const border = await name.evaluate((field) => getComputedStyle(field).borderTopColor);
  expect(border).toBe('rgb(180, 35, 24)');

  await fillNgoRequest(form, `Sakhi Kendra ${Date.now()}`);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(MESSAGES.ngoRequestSubmitted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask us to list an NGO' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Ask us to list an NGO' }).click();
  await expect(form.getByLabel('Organisation name')).toHaveValue('');
});
