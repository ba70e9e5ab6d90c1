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
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shot } from './review-shots';
import { apiSession, createStoryViaApi, newPage, signedInAt, signUpAndSignIn } from './session';

test.use({ viewport: { width: 360, height: 800 } });

const MINE = '/api/stories/mine/support';

/** The main navigation, named in the page's language. */
function nav(page: Page, hi = false) {
  return page.getByRole('navigation', { name: hi ? hindi('shell', 'Main') : 'Main' });
}

/** Opens the phone's menu. */
async function openMenu(page: Page, hi = false) {
  await nav(page, hi)
    .getByRole('button', { name: hi ? hindi('shell', 'Menu') : 'Menu' })
    .click();
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

  // The author, in English: a bare number beside Share your Story, named in full.
  await page.goto('/about');
  await openMenu(page);
  const count = nav(page).getByRole('link', {
    name: MESSAGES.supportNewInNav.replace('{count}', '1'),
  });
  await expect(count).toHaveText('1');
  await shot(page, 'support-nav-count-360');
  await count.click();
  await expect(page).toHaveURL(/\/share-story#your-stories$/);
  const card = page.getByRole('article', { name: title });
  const support = card.getByRole('region', { name: 'Readers sent you 1 message of support' });
  await expect(support.getByRole('listitem')).toHaveText([
    new RegExp(`^${MESSAGES[first.key]}\\s*1 reader$`),
  ]);
  await support.scrollIntoViewIfNeeded();
  await shot(card, 'support-own-story-card-360');
  // Looking cleared it: the menu shows no count, after a reload too.
  await page.reload();
  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: /new messages of support/ })).toHaveCount(0);

  // Another reader's support arrives; she reads it in Hindi.
  const second = await sendSupportAs(browser, 'supporter-2', title);
  await chooseLanguage(context, 'hi');
  await page.goto('/about');
  await openMenu(page, true);
  const hindiCount = nav(page, true).getByRole('link', {
    name: hindi('messages', 'supportNewInNav').replace('{count}', '1'),
  });
  await expect(hindiCount).toHaveText('1');
  await shot(page, 'support-nav-count-hi-360');
  await hindiCount.click();
  const hindiSupport = page
    .getByRole('article', { name: title })
    .getByRole('region', { name: 'पाठकों ने आपको समर्थन के 2 संदेश भेजे' });
  const lines =
    first.id === second.id
      ? [hindi('messages', first.key)]
      : [hindi('messages', second.key), hindi('messages', first.key)];
  await expect(hindiSupport.getByRole('listitem')).toHaveText(
    lines.map((line) => new RegExp(`^${line}`)),
  );
  await shot(page.getByRole('article', { name: title }), 'support-own-story-card-hi-360');
  await page.reload();
  await openMenu(page, true);
  await expect(nav(page, true).getByRole('link', { name: /समर्थन के नए संदेश/ })).toHaveCount(0);
});
