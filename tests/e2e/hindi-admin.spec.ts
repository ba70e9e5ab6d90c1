// The admin panel in Hindi (issue 15): an admin whose language is Hindi reviews a reported
// story and dismisses its reports, every word of the panel read from the catalogues; and a Hindi
// reader finds help: a helpline to call, and a verified NGO of the kind she needs, found through
// the directory's Hindi search and category filter (the admin project lists NGOs).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { listNgo } from './list-ngo';
import { ADMIN_EMAIL, apiSession, createStoryViaApi, reportViaApi, signInViaApi } from './session';

const READERS = 3;

/** A message of the admin catalogue in Hindi, its placeholders filled and its tags dropped. */
function adminHindi(english: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    hindi('admin', english).replace(/<\/?0>/g, ''),
  );
}

test('an admin in Hindi sees a reported story in Hindi and dismisses its reports', async ({
  page,
  context,
}) => {
  // Four accounts sign up and in (password hashing is deliberately slow).
  test.setTimeout(60_000);
  const title = `Reported in Hindi ${Date.now()}`;
  const apis = await Promise.all(
    Array.from({ length: READERS + 1 }, (_, i) => apiSession(`hindi-admin-${i}`)),
  );
  try {
    const [author, ...reporters] = apis as [APIRequestContext, ...APIRequestContext[]];
    const id = await createStoryViaApi(author, {
      title,
      content: 'Written in English by a reader.',
    });
    for (const api of reporters) await reportViaApi(api, id);
  } finally {
    await Promise.all(apis.map((api) => api.dispose()));
  }

  await chooseLanguage(context, 'hi');
  await signInViaApi(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: adminHindi('Admin Dashboard') }),
  ).toBeVisible();

  const card = page
    .getByRole('region', { name: adminHindi('Story Moderation') })
    .getByRole('article', { name: title });
  const count = /other \{([^}]*)\}/.exec(
    hindi('admin', '{count, plural, one {# report} other {# reports}}'),
  )?.[1];
  await expect(card).toContainText(count?.replace('#', String(READERS)) ?? 'no plural');
  await expect(card.getByRole('list', { name: adminHindi('Reasons given') })).toHaveText(
    adminHindi('{reason}: {count}', { reason: hindi('labels', 'Spam'), count: String(READERS) }),
  );

  await card
    .getByRole('button', { name: adminHindi('Dismiss reports <0>{title}</0>', { title }) })
    .click();
  const dialog = page.getByRole('dialog', { name: adminHindi('Dismiss these reports?') });
  await expect(dialog).toContainText(
    adminHindi(
      'Mark the reports on "{title}" as reviewed? If they hid the story, readers will see it again. The people who reported it cannot report it again.',
      { title },
    ),
  );
  await dialog.getByRole('button', { name: adminHindi('Dismiss reports'), exact: true }).click();
  await expect(
    page.getByText(hindi('messages', 'adminReportsDismissed').replace('{title}', title)),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a Hindi reader finds a helpline and a legal-aid NGO in Hindi', async ({ page, context }) => {
  const name = `Nyaya Sahayata ${Date.now()}`;
  // Listed as Legal Aid, with the number her card's call link is checked against below.
  await listNgo({ name, registrationNumber: 'MH/2021/0147', contact: '+91 22 5555 0147' });
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
