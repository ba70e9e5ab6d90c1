// Offer only what works: a deployment without a translation or grammar provider (the default)
// shows no Translate select and no Fix Grammar button, whose every use would fail, and its FAQ
// says so; the test server, which has a stand-in provider for both, shows both. Each piece is also
// proved in jsdom (story-translation.test.tsx, grammar-button.test.tsx; the FAQ's words for each
// offer, faq-entries.test.ts); here the real configuration answer reaches a prerendered page.
import type { Page } from '@playwright/test';
import { E2E_PORT, LAPTOP, PHONE } from './e2e-env';
import { LANGUAGE_COOKIE } from '../../src/i18n/locales';
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { shot } from './review-shots';
import { secondServer } from './second-server';
import { createStoryViaApi, signUpAndSignIn } from './session';
import { yourStories } from './story-form';

const TRANSLATION_QUESTION = 'Can I read stories in my own language?';
const GRAMMAR_QUESTION = 'What does the Fix Grammar button do?';
const TRANSLATION_WITHOUT_HELPER =
  'Not on this site at the moment: automatic translation of stories is not available here, so stories have no language menu. You can still use Sahas in your own language with the language switcher, and write your own story in whichever language you are most comfortable with.';

/** Opens `path` and waits for the answer to what this deployment offers, which every screen asks. */
async function openAnswered(page: Page, path: string) {
  const config = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/config');
  await page.goto(path);
  await config;
}

async function openStories(page: Page) {
  await openAnswered(page, '/stories');
  await expect(page.getByRole('article').first()).toBeVisible();
}

async function openShareStory(page: Page) {
  await openAnswered(page, '/share-story');
  await expect(page.getByLabel('Your Story')).toBeVisible();
}

async function faqAnswer(page: Page, question: string) {
  await openAnswered(page, '/faqs');
  await page.getByRole('button', { name: question }).click();
  return page.getByRole('button', { name: question }).locator('xpath=ancestor::li[1]');
}

test.describe('a server without translation or grammar providers', () => {
  // Its own server process, on a port of this spec's, with the demo stories and no provider.
  const url = secondServer({
    port: E2E_PORT + 110,
    dataDirPrefix: 'sahas-no-helpers-',
    env: () => ({
      DEMO_DATA: 'on',
      // Whatever the shell that started the tests has: this server has no provider.
      TRANSLATION_PROVIDER: '',
      GRAMMAR_PROVIDER: '',
    }),
  });

  test.use({ baseURL: url, viewport: PHONE });

  test('says it has neither helper; story cards offer no Translate select and Share Story no Fix Grammar at 360 px; the FAQ says this site offers neither, in Hindi too', async ({
    page,
    context,
  }) => {
    const response = await page.request.get('/api/config');
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { helpers: unknown }).helpers).toEqual({
      translate: false,
      grammar: false,
    });

    await openStories(page);
    await expect(page.getByRole('combobox', { name: 'Translate' })).toHaveCount(0);
    await shot(page.getByRole('article').first(), 'no-helpers-stories-360');

    await openShareStory(page);
    await page.getByLabel('Your Story').fill('i walked home and teh street was dark.');
    await expect(page.getByRole('button', { name: 'Fix Grammar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suggest Tags' })).toBeVisible();
    await page.getByRole('button', { name: 'Suggest Tags' }).scrollIntoViewIfNeeded();
    await shot(page, 'no-helpers-share-story-360');

    const translation = await faqAnswer(page, TRANSLATION_QUESTION);
    await expect(translation).toContainText('automatic translation of stories is not available');
    await expect(translation).not.toContainText('8+ Indian languages');
    const grammar = await faqAnswer(page, GRAMMAR_QUESTION);
    await expect(grammar).toContainText('This site does not offer grammar correction');
    await shot(page, 'no-helpers-faq-360');

    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url }]);
    await openStories(page);
    await expect(page.getByRole('combobox', { name: hindi('stories', 'Translate') })).toHaveCount(
      0,
    );
    const answer = await faqAnswer(page, hindi('faqs', TRANSLATION_QUESTION));
    await expect(answer).toContainText(hindi('faqs', TRANSLATION_WITHOUT_HELPER));
    await shot(page, 'no-helpers-faq-hi-360');
  });
});

test.describe('the test server, with a stand-in provider for both helpers', () => {
  test.use({ viewport: PHONE });

  test('the prerendered pages hold neither control, as nothing is known yet', async ({
    request,
  }) => {
    for (const path of ['/share-story', '/stories', '/']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('Fix Grammar');
      expect(html).not.toMatch(/>Translate</);
    }
  });

  test('story cards offer Translate and Share Story Fix Grammar at 360 px, and the FAQ says this site translates and corrects grammar', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'offered');
    const title = `Offered ${Date.now()}`;
    await createStoryViaApi(page, { title, content: 'I told my sister, and she believed me.' });
    await openStories(page);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('combobox', { name: 'Translate' })).toBeVisible();
    await shot(card, 'helpers-stories-360');
    await page.setViewportSize(LAPTOP);
    await shot(card, 'helpers-stories-1280');
    await page.setViewportSize(PHONE);
    await openShareStory(page);
    const fixInForm = page.locator('form').getByRole('button', { name: 'Fix Grammar' });
    await expect(fixInForm).toBeVisible();
    // And on her own story in Your Stories.
    const own = yourStories(page).getByRole('article', { name: title });
    await expect(own.getByRole('button', { name: 'Fix Grammar' })).toBeVisible();
    await fixInForm.scrollIntoViewIfNeeded();
    await shot(page, 'helpers-share-story-360');
    await page.setViewportSize(LAPTOP);
    await expect(fixInForm).toBeVisible();
    await fixInForm.scrollIntoViewIfNeeded();
    await shot(page, 'helpers-share-story-1280');

    const translation = await faqAnswer(page, TRANSLATION_QUESTION);
    await expect(translation).toContainText('8+ Indian languages');
    const grammar = await faqAnswer(page, GRAMMAR_QUESTION);
    await expect(grammar).toContainText('Grammar correction uses an AI model');
  });
});
