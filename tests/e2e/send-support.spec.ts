// Send Support reaches the author (issue 36), on a phone-wide screen: a reader sends support;
// the author sees the count beside Share your Story in the menu and the message on her story in
// Your Stories, in English, and after a second reader's message in Hindi; looking clears the
// count. A third account and a visitor get nothing of it through the API. Who may send and read
// what, in every role, is server/support/story-support.test.ts.
import { request, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { SUPPORT_MESSAGES, type SupportMessage } from '../../src/domain/support-messages';
import { APP_ORIGIN } from './e2e-env';
import { expect, test } from './fixtures';
import { hindi, translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shot } from './review-shots';
import { apiSession, createStoryViaApi, newPage, signedInAt, signUpAndSignIn } from './session';

test.use({ viewport: { width: 360, height: 800 } });

const MINE = '/api/stories/mine/support';

/**
 * The author, her page in `locale`: in the phone's menu a bare count of new support, named in
 * full, leads to her story, whose support `region` lists `lines`; having looked, the menu shows
 * no count (`counted`), after a reload too.
 */
async function readSupport(
  page: Page,
  title: string,
  locale: 'en' | 'hi',
  { region, lines, counted }: { region: string; lines: RegExp[]; counted: RegExp },
) {
  const say = (area: string, english: string) => translation(locale, area, english);
  const nav = page.getByRole('navigation', { name: say('shell', 'Main') });
  const openMenu = () => nav.getByRole('button', { name: say('shell', 'Menu') }).click();
  const suffix = locale === 'en' ? '360' : `${locale}-360`;
  await page.goto('/about');
  await openMenu();
  const count = nav.getByRole('link', {
    name: say('messages', 'supportNewInNav').replace('{count}', '1'),
  });
  await expect(count).toHaveText('1');
  await shot(page, `support-nav-count-${suffix}`);
  await count.click();
  await expect(page).toHaveURL(/\/share-story#your-stories$/);
  const card = page.getByRole('article', { name: title });
  const support = card.getByRole('region', { name: region });
  await expect(support.getByRole('listitem')).toHaveText(lines);
  await support.scrollIntoViewIfNeeded();
  await shot(card, `support-own-story-card-${suffix}`);
  await page.reload();
  await openMenu();
  await expect(nav.getByRole('link', { name: counted })).toHaveCount(0);
}

/** A reader of her own browser sends support to the story titled `title`; returns what she sent. */
async function sendSupportAs(browser: Browser, label: string, title: string) {
  const page = await newPage(browser);
  await signedInAt(page, '/stories', label);
  const story = page.getByRole('article', { name: title });
  await story.getByRole('button', { name: 'Send Support' }).click();
  const toast = page.getByRole('status').filter({ hasText: MESSAGES.supportSentToAuthor });
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  const sent = SUPPORT_MESSAGES.find(({ key }) => text.includes(MESSAGES[key]));
  expect(sent, `one of the fifteen messages in "${text}"`).toBeDefined();
  await page.context().close();
  return sent as SupportMessage;
}

test('a reader’s support reaches the author, who alone sees it, in English and in Hindi', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  const title = `Supported story ${Date.now()}`;
  await signUpAndSignIn(page, 'author');
  await createStoryViaApi(page, { title, content: 'What I lived through, in my words.' });

  // A reader sends support.
  const first = await sendSupportAs(browser, 'supporter', title);

  // Nobody else reads it through the API: another account, a visitor, nor the sender.
  const other = await apiSession('third');
  const theirs = await other.get(MINE);
  expect(theirs.status()).toBe(200);
  expect(await theirs.json()).toEqual({ stories: [], unseen: 0 });
  await other.dispose();
  const visitor = await request.newContext({ baseURL: APP_ORIGIN });
  const visitorAnswer = await visitor.get(MINE);
  expect(visitorAnswer.status()).toBe(401);
  expect(await visitorAnswer.text()).not.toContain(first.id);
  await visitor.dispose();

  // The author reads it in English.
  await readSupport(page, title, 'en', {
    region: 'Readers sent you 1 message of support',
    lines: [new RegExp(`^${MESSAGES[first.key]}\\s*1 reader$`)],
    counted: /new messages of support/,
  });

  // Another reader's support arrives; she reads it in Hindi.
  const second = await sendSupportAs(browser, 'supporter-2', title);
  await chooseLanguage(context, 'hi');
  const keys = first.id === second.id ? [first.key] : [second.key, first.key];
  await readSupport(page, title, 'hi', {
    region: 'पाठकों ने आपको समर्थन के 2 संदेश भेजे',
    lines: keys.map((key) => new RegExp(`^${hindi('messages', key)}`)),
    counted: /समर्थन के नए संदेश/,
  });
});
