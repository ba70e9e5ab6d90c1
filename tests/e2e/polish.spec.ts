// Issue 34, item 10: what the screenshots showed at 360 and 1280 px, in English and Hindi,
// measured in the browser (computed styles and boxes), each the way a reader would meet it.
import { type Locator, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { statusSaying } from './toast-locators';
import { APP_ORIGIN, LAPTOP, PHONE } from './e2e-env';
import { hindi, translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { listNgo } from './list-ngo';
import { openStoriesTagged } from './story-lists';
import { runId, uniqueEmail } from './outbox';
import {
  apiSession,
  createStoryViaApi,
  E2E_PASSWORD,
  sendCredentials,
  signInAsAdmin,
  signUpAndSignIn,
  type Say,
  turnTo,
} from './session';

const LOCALES = ['en', 'hi'] as const;
type Locale = (typeof LOCALES)[number];

/** The interface in `locale`: the text of `id` (its English) from the catalogue of `area`. */
const sayIn =
  (locale: Locale): Say =>
  (area, id) =>
    translation(locale, area, id);
const say = (locale: Locale, area: string, id: string) => sayIn(locale)(area, id);

// A tag no other spec files stories under, so these stay on the first page of its filter.
const TAG = 'Domestic Violence';
const LONG_TEXT = Array.from(
  { length: 12 },
  (_, index) =>
    `Sentence ${index + 1} of a long story, told slowly and in full, so that its lines run the whole width of the card.`,
).join(' ');
const DANGER_600 = 'rgb(180, 35, 24)';
const SUCCESS_600 = 'rgb(31, 122, 61)';

/** A short and a long story under TAG, each liked once, so Home's Top Stories has both. */
async function seedStories(run: string): Promise<{ short: string; long: string }> {
  const api = await apiSession('polish-author');
  const titles = { short: `Short story ${run}`, long: `Long story ${run}` };
  for (const [title, content] of [
    [titles.short, 'A few words.'],
    [titles.long, LONG_TEXT],
  ] as const) {
    const id = await createStoryViaApi(api, { title, content, tags: [TAG] });
    expect((await api.post(`/api/stories/${id}/reactions`)).ok()).toBe(true);
  }
  for (const content of ['Short.', LONG_TEXT.slice(0, 400)]) {
    expect((await api.post('/api/testimonials', { data: { content } })).status()).toBe(201);
  }
  await api.dispose();
  return titles;
}

/** Opens /stories filtered by TAG (the chip named in the page's language). */
async function openTagged(page: Page, locale: Locale): Promise<void> {
  await openStoriesTagged(page, TAG, say(locale, 'labels', TAG));
}

/** The bar's brand and tagline end before its first link starts, and nothing scrolls sideways. */
async function expectBarFits(page: Page): Promise<void> {
  const bar = page.getByRole('banner').getByRole('navigation');
  const brand = await bar.getByRole('link').nth(0).boundingBox();
  const firstLink = await bar.getByRole('link').nth(1).boundingBox();
  if (!brand || !firstLink) throw new Error('the bar shows no brand or no links');
  expect(brand.x + brand.width).toBeLessThanOrEqual(firstLink.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    page.viewportSize()?.width,
  );
}

test.describe('the header', () => {
  for (const locale of LOCALES) {
    test(`the tagline is one line at 1280 px and her name is plain text (${locale})`, async ({
      page,
      context,
    }) => {
      await chooseLanguage(context, locale);
      await page.setViewportSize(LAPTOP);
      await signUpAndSignIn(page, 'polish-header');
      await page.goto('/');
      const banner = page.getByRole('banner');
      const name = banner.getByRole('link', { name: /^Anonymous_/ });
      await expect(name).toBeVisible();
      const tagline = banner.getByText(say(locale, 'shell', 'Your story. Your strength.'));
      const lines = await tagline.evaluate((element) => {
        const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
        return Math.round(element.getBoundingClientRect().height / lineHeight);
      });
      expect(lines).toBe(1);

      const style = await name.evaluate((element) => {
        const own = getComputedStyle(element);
        return {
          font: own.fontFamily,
          body: getComputedStyle(document.body).fontFamily,
          decoration: own.textDecorationLine,
        };
      });
      expect(style.font).toBe(style.body);
      expect(style.decoration).toBe('none');
      await expectBarFits(page);

      // The Account page names her the same way: in the body's font, not as code.
      await page.goto('/account');
      const onAccount = page.getByRole('main').getByText(/^Anonymous_/);
      await expect(onAccount).toBeVisible();
      const fonts = await onAccount.evaluate((element) => ({
        own: getComputedStyle(element).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
      }));
      expect(fonts.own).toBe(fonts.body);
    });
  }
});

test.describe('the password checklist', () => {
  for (const locale of LOCALES) {
    test(`is neutral until she types, never red until she submits (${locale}, 360 px)`, async ({
      page,
      context,
    }) => {
      await chooseLanguage(context, locale);
      await page.setViewportSize(PHONE);
      await page.goto('/auth');
      await turnTo(page, 'Sign Up', sayIn(locale));
      const checklist = page
        .getByRole('list')
        .filter({ hasText: say(locale, 'forms', 'One number') });
      const items = checklist.getByRole('listitem');
      await expect(items).toHaveCount(5);
      const colours = () =>
        items.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));

      expect(await colours()).not.toContain(DANGER_600);
      await page.getByLabel(say(locale, 'auth', 'Password'), { exact: true }).fill('a');
      const typed = await colours();
      expect(typed).not.toContain(DANGER_600);
      expect(typed.filter((colour) => colour === SUCCESS_600)).toHaveLength(1);

      // A refused Sign Up: what is still missing now says so in red.
      await sendCredentials(page, 'Sign Up', uniqueEmail('polish-checklist'), 'a', sayIn(locale));
      const submitted = await colours();
      expect(submitted.filter((colour) => colour === DANGER_600)).toHaveLength(4);
      expect(submitted.filter((colour) => colour === SUCCESS_600)).toHaveLength(1);
    });
  }
});

/** The heights of the cards (`selector`) in each row: cards whose tops line up. */
async function heightsByRow(section: Locator, selector: string): Promise<number[][]> {
  return section.evaluate((root, cards) => {
    const rows = new Map<number, number[]>();
    for (const card of Array.from(root.querySelectorAll<HTMLElement>(cards))) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)]);
    }
    return [...rows.values()];
  }, selector);
}

test.describe('Home', () => {
  for (const locale of LOCALES) {
    test(`Top Stories slides and testimonials are as tall as their row (${locale})`, async ({
      page,
      context,
    }) => {
      await seedStories(runId());
      await chooseLanguage(context, locale);
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const stories = page.getByRole('region', { name: say(locale, 'home', 'Top Stories') });
        const testimonials = page.getByRole('region', {
          name: say(locale, 'home', 'Voices of Strength'),
        });
        await expect(stories.getByRole('article').first()).toBeVisible();
        await expect(testimonials.getByRole('figure').first()).toBeVisible();
        // Every slide of a carousel, in view or not, is as tall as the tallest: each card sits in
        // its slide, which says in her language that it is one (aria-roledescription).
        const slides = await stories.evaluate((root) =>
          Array.from(root.querySelectorAll('[aria-roledescription] > article')).map((card) =>
            Math.round(card.getBoundingClientRect().height),
          ),
        );
        expect(slides.length).toBeGreaterThan(1);
        expect(new Set(slides).size, `${viewport.width} px: ${slides.join(', ')}`).toBe(1);
        for (const row of await heightsByRow(testimonials, 'figure')) {
          expect(new Set(row).size, `${viewport.width} px: ${row.join(', ')}`).toBe(1);
        }
      }
    });
  }
});

test.describe('the footer', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`reaches the bottom of the page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // A short page, and a long one.
      for (const path of ['/no-such-page', '/faqs']) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.getByRole('contentinfo');
        const seen = await footer.evaluate((element) => {
          const pageBottom = document.documentElement.scrollHeight;
          const footerBottom = element.getBoundingClientRect().bottom + window.scrollY;
          // What shows in the last rows of the screen, under anything fixed (Quick exit).
          const fixed = (node: Element) => {
            for (let at: Element | null = node; at; at = at.parentElement) {
              if (getComputedStyle(at).position === 'fixed') return true;
            }
            return false;
          };
          const below = [4, Math.round(window.innerWidth / 2), window.innerWidth - 4].map(
            (x) =>
              document.elementsFromPoint(x, window.innerHeight - 2).find((node) => !fixed(node)) ??
              null,
          );
          return {
            gap: Math.abs(Math.round(pageBottom - footerBottom)),
            inFooter: below.every((node) => node !== null && element.contains(node)),
          };
        });
        expect(seen, path).toEqual({ gap: 0, inFooter: true });
      }
    });
  }
});

test.describe('Stories', () => {
  for (const locale of LOCALES) {
    test(`Clear Filters lines up with the chips; story text fills its card at 1280 px, up to a readable measure; a visitor asked to sign in to react is offered Sign In, and comes back (${locale})`, async ({
      page,
      context,
    }) => {
      const { short, long } = await seedStories(runId());
      // Her account, signed in elsewhere: this browser is a visitor's.
      const api = await request.newContext({ baseURL: APP_ORIGIN });
      const email = await signUpAndSignIn(api, 'polish-react');
      await api.dispose();
      await chooseLanguage(context, locale);
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await openTagged(page, locale);
        const clear = page.getByRole('button', { name: say(locale, 'stories', 'Clear Filters') });
        const chip = page
          .getByRole('group', { name: say(locale, 'stories', 'Filter by tag') })
          .getByRole('button')
          .first();
        // Where each is seen to start: the border, or the text of a button drawn without one.
        const seenLeft = (button: Locator) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element);
            const drawn =
              Number.parseFloat(style.borderLeftWidth) > 0 ||
              style.backgroundColor !== 'rgba(0, 0, 0, 0)';
            if (drawn) return element.getBoundingClientRect().left;
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().left;
          });
        expect(Math.abs((await seenLeft(clear)) - (await seenLeft(chip)))).toBeLessThanOrEqual(1);
      }

      // At 1280 px (the last width above), the story text fills its card up to a readable measure.
      const text = page
        .getByRole('article', { name: long })
        .getByText(/^Sentence 1 of a long story/);
      const measure = await text.evaluate((element) => {
        const article = element.closest('article');
        if (!article) throw new Error('no card around the text');
        const style = getComputedStyle(article);
        const content =
          article.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        // 75ch in the text's own font: lines no longer than a readable measure.
        const probe = document.createElement('span');
        probe.style.cssText = 'display:block;width:75ch';
        element.append(probe);
        const readable = probe.getBoundingClientRect().width;
        probe.remove();
        return { text: element.getBoundingClientRect().width, content, readable };
      });
      expect(measure.text).toBeGreaterThanOrEqual(0.8 * measure.content);
      expect(measure.text).toBeLessThanOrEqual(measure.readable);

      // On a phone, a visitor who taps Like is offered Sign In, which brings her back.
      await page.setViewportSize(PHONE);
      await page
        .getByRole('article', { name: short })
        .getByRole('button', { name: new RegExp(`^${say(locale, 'stories', 'Like')}`) })
        .click();
      const note = statusSaying(page, say(locale, 'messages', 'reactionSignInRequired'));
      const signIn = note.getByRole('link', { name: say(locale, 'auth', 'Sign In') });
      await expect(signIn).toHaveAttribute('href', '/auth?next=%2Fstories');
      await signIn.click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fstories$/);
      await sendCredentials(page, 'Sign In', email, E2E_PASSWORD, sayIn(locale));
      await expect(page).toHaveURL(/\/stories$/);
    });
  }
});

test.describe('Admin', () => {
  test('the work comes first, and an admin bar fits at 1280 px', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signInAsAdmin(page);
    await page.goto('/admin');
    // An admin's bar, with its extra link, fits beside the one-line tagline, in both languages.
    await expectBarFits(page);
    await chooseLanguage(page.context(), 'hi');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hindi('admin', 'Admin Dashboard'),
    );
    await expectBarFits(page);
    await chooseLanguage(page.context(), 'en');
    await page.reload();
    // Reported stories and requests waiting for a decision, then the directory.
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections.filter({ hasText: 'Approved NGOs' })).toBeVisible();
    const order = await sections.allTextContents();
    const at = (text: string) => order.indexOf(text);
    expect(at('Story Moderation')).toBeGreaterThanOrEqual(0);
    expect(at('Story Moderation')).toBeLessThan(at('Approved NGOs'));
    expect(at('Pending NGO Requests')).toBeLessThan(at('Approved NGOs'));
  });

  test('every delete asks in the same red, as an alert dialog', async ({ page }) => {
    test.setTimeout(60_000);
    const run = runId();
    const { short } = await seedStories(run);
    const name = `Polish NGO ${run}`;
    await page.setViewportSize(LAPTOP);
    await listNgo({ name, registrationNumber: `P/${run}` });
    await signInAsAdmin(page);
    await page.goto('/admin');

    /** The colour of the confirmation's Delete, and whether the dialog is an alert dialog. */
    const confirmColour = async (opener: Locator, title: string) => {
      await opener.click();
      const alert = page.getByRole('alertdialog', { name: title });
      const dialog = alert.or(page.getByRole('dialog', { name: title }));
      const colour = await dialog
        .getByRole('button', { name: 'Delete' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const alerts = await alert.count();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      return `${colour}${alerts === 1 ? ' alertdialog' : ' dialog'}`;
    };
    const approved = page.getByRole('region', { name: 'Approved NGOs' });
    const onAdmin = await confirmColour(
      approved.getByRole('button', { name: `Delete ${name}` }),
      'Delete this NGO?',
    );

    await page.goto('/resources');
    const directory = page.getByRole('region', { name: 'NGO directory' });
    await directory.getByLabel('Search NGOs').fill(run);
    const onResources = await confirmColour(
      directory.getByRole('button', { name: `Delete ${name}` }),
      'Delete this NGO?',
    );

    await openTagged(page, 'en');
    const story = await confirmColour(
      page.getByRole('article', { name: short }).getByRole('button', { name: 'Delete' }),
      'Delete this story?',
    );
    expect(story).toBe(`${DANGER_600} alertdialog`);
    expect([onAdmin, onResources]).toEqual([story, story]);
  });
});
