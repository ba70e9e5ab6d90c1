// The admin panel in each interface language but English (issue 15 for Hindi, issue 39 for
// Bengali, Marathi, Telugu and Tamil): an admin whose language it is reviews a reported story and
// dismisses its reports, every word of the panel read from the catalogues; and a reader in it
// finds help: a helpline to call, and a verified NGO of the kind she needs, found through the
// directory's search and category filter in her language (the admin project lists NGOs). Each is
// short, as it runs once per language.
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales';
import { expect, test } from './fixtures';
import { fillPlaceholders } from '../../src/domain/placeholders';
import { translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { listNgo } from './list-ngo';
import { ADMIN_EMAIL, mainHeading, reportedBy, signInViaApi, storiesByAnother } from './session';

const READERS = 3;

for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
  test.describe(locale, () => {
    const say = (area: string, english: string) => translation(locale, area, english);
    // The panel writes numbers in her language's digits (Bengali's and Marathi's own).
    const readers = new Intl.NumberFormat(locale).format(READERS);

    /** A message of the admin catalogue in her language, placeholders filled and tags dropped. */
    function adminSays(english: string, values: Record<string, string> = {}): string {
      return fillPlaceholders(say('admin', english).replace(/<\/?0>/g, ''), values);
    }

    /**
     * A control's name from an admin message whose <0> tags mark an element (the title): the
     * browser may put a space where the element ends, as it did in Bengali, where none is written.
     */
    function adminName(english: string, values: Record<string, string>): RegExp {
      const parts = say('admin', english)
        .split(/<\/?0>/)
        .map((part) => fillPlaceholders(part, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^\\s*${parts.join('\\s*')}\\s*$`);
    }

    test(`an admin in ${locale} sees a reported story in her language and dismisses its reports`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const title = `Reported in ${locale} ${Date.now()}`;
      const content = 'Written in English by a reader.';
      const [id = ''] = await storiesByAnother(`${locale}-admin-author`, [{ title, content }]);
      await reportedBy(READERS, id, `${locale}-admin`);

      await chooseLanguage(context, locale);
      await signInViaApi(page, ADMIN_EMAIL);
      await page.goto('/admin');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(mainHeading(page, adminSays('Admin Dashboard'))).toBeVisible();

      const card = page
        .getByRole('region', { name: adminSays('Story Moderation') })
        .getByRole('article', { name: title });
      const count = /other \{([^}]*)\}/.exec(
        say('admin', '{count, plural, one {# report} other {# reports}}'),
      )?.[1];
      await expect(card).toContainText(count?.replace('#', readers) ?? 'no plural');
      await expect(card.getByRole('list', { name: adminSays('Reasons given') })).toHaveText(
        adminSays('{reason}: {count}', { reason: say('labels', 'Spam'), count: readers }),
      );

      await card
        .getByRole('button', { name: adminName('Dismiss reports <0>{title}</0>', { title }) })
        .click();
      const dialog = page.getByRole('dialog', { name: adminSays('Dismiss these reports?') });
      await expect(dialog).toContainText(
        adminSays(
          'Mark the reports on "{title}" as reviewed? If they hid the story, readers will see it again. The people who reported it cannot report it again.',
          { title },
        ),
      );
      await dialog.getByRole('button', { name: adminSays('Dismiss reports'), exact: true }).click();
      await expect(
        page.getByText(say('messages', 'adminReportsDismissed').replace('{title}', title)),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    test(`a reader in ${locale} finds a helpline and a legal-aid NGO in her language`, async ({
      page,
      context,
    }) => {
      const name = `Nyaya Sahayata ${Date.now()}`;
      // Listed as Legal Aid, with the number her card's call link is checked against below.
      await listNgo({ name, registrationNumber: 'MH/2021/0147', contact: '+91 22 5555 0147' });
      await chooseLanguage(context, locale);
      await page.goto('/resources');

      await expect(mainHeading(page, say('resources', 'Verified Support Network'))).toBeVisible();
      // The women's helpline is a tap-to-call link, named in her language.
      const call = say('resources', 'Call {mainNumber}').replace('{mainNumber}', '1091');
      await expect(page.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:1091');

      const directory = page.getByRole('region', { name: say('resources', 'NGO directory') });
      await directory
        .getByLabel(say('resources', 'Category'))
        .selectOption({ label: say('labels', 'Legal Aid') });
      await directory.getByLabel(say('resources', 'Search NGOs')).fill(name);
      const card = directory.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(say('labels', 'Legal Aid'));
      await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+912255550147');
    });
  });
}
