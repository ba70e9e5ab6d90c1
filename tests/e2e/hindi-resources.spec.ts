// A Hindi reader finds help: a helpline to call, and a verified NGO of the kind she needs, found
// through the directory's Hindi search and category filter.
import { request } from '@playwright/test';
import { APP_ORIGIN, SAME_ORIGIN } from './e2e-env';
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { ADMIN_EMAIL, E2E_PASSWORD, signUpAndSignIn } from './session';

/** A reader asks for an NGO to be listed, and the admin approves it as Legal Aid (by the API). */
async function listLegalAidNgo(name: string): Promise<void> {
  const reader = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  const admin = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  try {
    await signUpAndSignIn(reader, 'hindi-ngo-request');
    const requested = await reader.post('/api/ngos/requests', {
      data: {
        name,
        description: `Free legal advice for women, run by ${name}.`,
        contact: '+91 22 5555 0147',
        email: 'help@nyaya-hindi.example.org',
        registration_number: 'MH/2021/0147',
      },
    });
    expect(requested.status()).toBe(201);
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const pending = (await (await admin.get('/api/admin/ngos/requests')).json()) as {
      id: string;
      name: string;
    }[];
    const id = pending.find((candidate) => candidate.name === name)?.id;
    expect(id, 'the request is pending').toBeTruthy();
    const approved = await admin.post(`/api/admin/ngos/requests/${id}/approve`, {
      data: { category: 'Legal Aid' },
    });
    expect(approved.status()).toBe(201);
  } finally {
    await Promise.all([reader.dispose(), admin.dispose()]);
  }
}

test('a Hindi reader finds a helpline and a legal-aid NGO in Hindi', async ({ page, context }) => {
  const name = `Nyaya Sahayata ${Date.now()}`;
  await listLegalAidNgo(name);
  await chooseLanguage(context, 'hi');
  await page.goto('/resources');

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: hindi('resources', 'Verified Support Network'),
    }),
  ).toBeVisible();
  // The women's helpline is a tap-to-call link, named in Hindi.
  const call = hindi('resources', 'Call {mainNumber}').replace('{mainNumber}', '1091');
  await expect(page.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:1091');

  const directory = page.getByRole('region', { name: hindi('resources', 'NGO directory') });
  await directory
    .getByLabel(hindi('resources', 'Category'))
    .selectOption({ label: hindi('labels', 'Legal Aid') });
  await directory.getByLabel(hindi('resources', 'Search NGOs')).fill(name);
  const card = directory.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(hindi('labels', 'Legal Aid'));
  await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+912255550147');
});
