// A Hindi reader finds help: a helpline to call, and a verified NGO of the kind she needs, found
// through the directory's Hindi search and category filter.
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { listNgo } from './list-ngo';

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
