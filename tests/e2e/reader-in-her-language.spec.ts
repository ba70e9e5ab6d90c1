// A reader whose browser is set to her language, for each interface language but English (issue
// 15 for Hindi, issue 39 for the rest), in one journey: she signs up and gets her verification
// e-mail in her language, shares a story with a photo and opens it again to edit, filters Stories
// by a tag in her language, likes and reports a story, and on her account takes her data and signs
// out everywhere. Then, on a 360 px phone, every route a visitor opens is at least 80% in her
// script (user content aside), fits the screen, passes axe, and the legal texts keep their English one tap away. Every word is read from
// the catalogues. Suggest Tags on her language's text is proved in src/domain/tag-suggestion-*.test.ts
// (it runs in the page, whatever the interface language), Send Support's Hindi in
// src/features/stories/send-support.test.tsx.
import { MY_DATA_FORMAT } from '../../src/domain/my-data';
import { downloadMyData } from './account-page';
import { LOCALES, type RealLocale, scriptOf, SOURCE_LOCALE } from '../../src/i18n/locales';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';
import { statusSaying } from './toast-locators';
import { shot } from './review-shots';
import { expectNoOverflow } from './i18n-overflow';
import { pageShareInScript } from './i18n-script-share';
import { holdRequests } from './page-requests';
import { PNG, toast, yourStories } from './story-form';
import { fillPlaceholders } from '../../src/domain/placeholders';
import { translation } from './i18n-catalogue';
import { linkFromMail, mailTo, uniqueEmail } from './outbox';
import { ROUTE_HEADINGS } from './routes';
import { openStoriesTagged, reportOnCard } from './story-lists';
import { E2E_PASSWORD, mainHeading, sendCredentials, turnTo } from './session';

/**
 * A story's title and text in each language, as she might write them: some for languages still to
 * come ("Written in Marathi", in Telugu, in Tamil), so that adding one to LANGUAGES finds its title
 * here; TypeScript asks for any other.
 */
const SAMPLE_TITLES = {
  en: 'In English',
  hi: 'हिन्दी में',
  bn: 'বাংলায় লেখা',
  mr: 'मराठीत लिहिलेले',
  te: 'తెలుగులో రాసినది',
  ta: 'தமிழில் எழுதியது',
};
const LOCALE_TITLE: Record<RealLocale, string> = SAMPLE_TITLES;

/** Every interface language but English: the journeys below run in each. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** Every route a visitor opens (those of hers or the admin's show what a visitor gets there). */
const VISITOR_PAGES = ['/', ...ROUTE_HEADINGS.map(({ path }) => path)];
/** The pages the build prerenders: every public one and the not-found page. */
const PRERENDERED_PAGES = VISITOR_PAGES.filter(
  (path) => !/^\/(admin|edit-story|account|journal|safety-plan)/.test(path),
);
/** Issue 39: every screen's text, user content aside, is at least this share in her script. */
const MIN_SCRIPT_SHARE = 0.8;

// The stored tag: the chip shows its Hindi label.
const TAG = 'Healing';

/** The Account page's sections, in the order it shows them. */
const SECTIONS = [
  'About your account',
  'Download your data',
  // Offered where a server sends mail, as here (Firebase has none).
  'Mail about your stories',
  'Change your password',
  'Sign out everywhere',
  'Delete your account',
];

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

for (const locale of OTHER_LOCALES) {
  test.describe(`a reader whose browser is set to ${locale}`, () => {
    test.use({ locale: `${locale}-IN` });
    const say = (area: string, english: string) => translation(locale, area, english);
    const SCRIPT = new RegExp(`\\p{Script=${scriptOf(locale)}}`, 'u');

    test(`signs up with her e-mail in ${locale}, shares a story with a photo and edits it, filters by a tag, likes and reports, takes her data and signs out everywhere`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`${locale}-reader`);

      await test.step('she signs up, gets her verification e-mail in Hindi and follows it', async () => {
        await page.goto('/auth');
        await turnTo(page, 'Sign Up', say);
        await expect(page.getByText(say('forms', 'Your password needs:'))).toBeVisible();
        // The checklist answers as she types: every rule met before she sends.
        const met = page.getByText(say('forms', 'Your password meets every rule.'));
        await page.getByLabel(say('auth', 'Password'), { exact: true }).fill(E2E_PASSWORD);
        await expect(met).toBeAttached();
        await sendCredentials(page, 'Sign Up', email, E2E_PASSWORD, say);
        await expect(page.getByText(say('messages', 'signUpSucceeded'))).toBeVisible();

        // The mail is in Hindi, subject and body, and its link is whole on a line of its own.
        const subject = escaped(say('mails', 'verifySubject'));
        const link = await linkFromMail(email, subject);
        const { body } = await mailTo(email, subject);
        expect(body).toContain(say('mails', 'verifyBody').split('\n')[0]);
        expect(body).toContain(`\n\n${link}\n\n`);
        expect(body).toMatch(SCRIPT);

        // Following it confirms the address; signed in and opening it again, she is offered the ways on.
        await page.goto(link);
        await expect(
          statusSaying(page, say('auth', 'Your email address is verified. You can sign in now.')),
        ).toBeVisible();
        await sendCredentials(page, 'Sign In', email, E2E_PASSWORD, say);
        await expect(page.getByText(say('messages', 'signInSucceeded'))).toBeVisible();
        await page.goto(link);
        await expect(mainHeading(page, say('auth', 'Email address verified'))).toBeVisible();
        const next = page.getByRole('navigation', {
          name: say('auth', 'Where would you like to go next?'),
        });
        await expect(
          next.getByRole('link', { name: say('auth', 'Share your story') }),
        ).toBeVisible();
        await expect(next.getByRole('link', { name: say('auth', 'Read stories') })).toBeVisible();
      });

      const title = `${LOCALE_TITLE[locale]} ${Date.now()}`;
      await test.step('she shares a story with a photo and opens it again to edit', async () => {
        // The photo waits until the list has been seen uploading.
        const releaseUpload = await holdRequests(page, '**/api/media?**');
        await page.goto('/share-story');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(mainHeading(page, say('share-story', 'Share Your Story'))).toBeVisible();
        const mine = yourStories(page, say('share-story', 'Your Stories'));
        await expect(mine.getByText(say('share-story', 'Loading your stories...'))).toHaveCount(0);

        await page.getByRole('textbox', { name: say('forms', 'Title'), exact: true }).fill(title);
        await page
          .getByRole('textbox', { name: say('forms', 'Your Story') })
          .fill(LOCALE_TITLE[locale]);
        await page
          .getByRole('group', { name: say('forms', 'Tags'), exact: true })
          .getByRole('button', { name: say('labels', TAG), exact: true })
          .click();
        await page
          .getByLabel(say('share-story', 'Upload Media (Optional, Max 200MB)'))
          .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });

        const uploads = page.getByRole('list', { name: say('forms', 'Files for your story') });
        await expect(
          uploads.getByRole('progressbar', {
            name: fillPlaceholders(say('forms', 'Uploading {name}'), { name: 'photo.png' }),
          }),
        ).toBeVisible();
        await expect(
          page.getByText(say('forms', 'Please wait a moment: your files are still uploading.')),
        ).toBeVisible();
        releaseUpload();
        await expect(uploads.getByText(say('forms', 'Uploaded'))).toBeVisible();
        await expect(
          uploads.getByRole('button', {
            name: fillPlaceholders(say('forms', 'Remove {name}'), { name: 'photo.png' }),
          }),
        ).toBeVisible();

        await page
          .getByRole('button', { name: say('share-story', 'Share Story'), exact: true })
          .click();
        await expect(toast(page, say('messages', 'storyShared'))).toBeVisible();

        const card = mine.getByRole('article', { name: title });
        await card.getByRole('link', { name: say('share-story', 'Edit'), exact: true }).click();
        await expect(mainHeading(page, say('edit-story', 'Edit Story'))).toBeVisible();
        await expect(
          page.getByRole('textbox', { name: say('forms', 'Title'), exact: true }),
        ).toHaveValue(title);
      });

      await test.step('she filters Stories by a tag in her language, likes a story and reports it', async () => {
        await openStoriesTagged(page, TAG, say('labels', TAG));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          say('stories', 'Stories of Strength'),
        );
        const filters = page.getByRole('group', { name: say('stories', 'Filter by tag') });
        await expect(
          filters.getByRole('button', { name: say('labels', TAG), exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');

        const card = page.getByRole('article', { name: title });
        await expect(card.getByRole('list', { name: say('shell', 'Tags') })).toHaveText(
          say('labels', TAG),
        );
        await card.getByRole('button', { name: new RegExp(`^${say('stories', 'Like')}`) }).click();
        await expect(page.getByText(say('messages', 'reactionAdded'))).toBeVisible();

        await reportOnCard(card, 'Harassment or hate', say);
        await expect(page.getByText(say('messages', 'reportAdded'))).toBeVisible();
        await expect(card.getByRole('button', { name: say('stories', 'Reported') })).toBeDisabled();
      });

      await test.step('she finds her account in her language, takes her data and signs out everywhere', async () => {
        await page.goto('/account');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(mainHeading(page, say('account', 'Your account'))).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
          SECTIONS.map((heading) => say('account', heading)),
        );

        // Download my data: the button in her language, the file her own, its keys left in English.
        const data = await downloadMyData(page, say);
        expect(data.format).toBe(MY_DATA_FORMAT);
        expect(data.profile.email).toBe(email);
        await expect(
          page.getByRole('region', { name: say('account', 'About your account') }).getByText(email),
        ).toBeVisible();

        // Sign out everywhere: Home, signed out, told so in her language.
        await page
          .getByRole('region', { name: say('account', 'Sign out everywhere') })
          .getByRole('button', { name: say('account', 'Sign out everywhere') })
          .click();
        await expect(page.getByText(say('messages', 'signedOutEverywhere'))).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
        // Where her language's links do not fit the bar, they are in the menu.
        const nav = page.getByRole('navigation', { name: say('shell', 'Main') });
        const menu = nav.getByRole('button', { name: say('shell', 'Menu') });
        if (await menu.isVisible()) await menu.click();
        await expect(
          nav.getByRole('link', { name: say('shell', 'Sign In'), exact: true }),
        ).toBeVisible();
      });
    });

    test(`the server sends each prerendered page in ${locale}, before any script runs`, async ({
      request,
    }) => {
      for (const path of PRERENDERED_PAGES) {
        const response = await request.get(path, {
          headers: { 'Accept-Language': `${locale}-IN,${locale};q=0.9` },
        });
        expect(response.headers()['content-language'], path).toBe(locale);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(heading.replace(/<[^>]*>/g, ''), path).toMatch(SCRIPT);
      }
    });

    test(`on a 360 px phone, every route a visitor opens is in ${locale}, fits the screen and passes axe, and a legal text turns to English in one tap`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of VISITOR_PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoOverflow(page, path);
          expect(await blockingViolations(page), path).toEqual([]);
          const share = await pageShareInScript(page, scriptOf(locale));
          test.info().annotations.push({
            type: 'script share',
            description: `${locale} ${path} ${(share * 100).toFixed(1)}%`,
          });
          expect(share, `${path}: share of its text in ${scriptOf(locale)}`).toBeGreaterThanOrEqual(
            MIN_SCRIPT_SHARE,
          );
        });
      }
      await test.step('the legal rights and the Terms keep their English one tap away', async () => {
        await page.goto('/resources');
        await shot(page, `resources-${locale}-360`, { fullPage: true });
        await page.getByText(say('resources', 'Legal rights'), { exact: true }).click();
        await page
          .getByRole('button', { name: say('resources', 'Read this page in English') })
          .click();
        await expect(mainHeading(page, 'Verified Support Network')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', SOURCE_LOCALE);
        // Her choice is untouched: the next page she opens is in her language again.
        await page.goto('/termsandconditions');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.getByRole('button', { name: say('legal', 'Read this page in English') }).click();
        await expect(mainHeading(page, 'Terms and Conditions')).toBeVisible();
      });
    });
  });
}
