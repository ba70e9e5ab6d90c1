import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations } from './axe';
import { NEUTRAL, serveSites } from './outside-sites';
import { shot } from './review-shots';
import { apiSession, newPage, signInAsAdmin, signUpAndSignIn, throughMenu } from './session';

// Her journal and safety plan (issue 37), at a phone's width, end to end on the real server:
// what she writes and the photo she attaches leave the page sealed, open only with her
// passphrase, and nothing of them stays in the browser after Quick exit.

test.use({ allowedHosts: [NEUTRAL.host], viewport: { width: 360, height: 800 } });

const PASSPHRASE = 'Blue kite, 7 rivers!';
const ENTRY_TEXT = 'He locked me out of the house at night';
const PLAN_TEXT = 'Call Meena didi next door';
/** Bytes no real file holds, so finding them anywhere means the photo travelled in clear. */
const PHOTO_MARKER = 'PHOTO-BYTES-6f1c2a';
const PHOTO = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from(PHOTO_MARKER.repeat(64)),
]);

/** Every body her browser sends, as text and bytes, with where it went. */
function watchBodies(page: Page) {
  const sent: { url: string; body: Buffer }[] = [];
  page.on('request', (request: Request) => {
    const body = request.postDataBuffer();
    if (body) sent.push({ url: request.url(), body });
  });
  return sent;
}

async function unlock(page: Page, passphrase: string) {
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: 'Open my notes' }).click();
}

test('she keeps a journal entry with a photo and a safety plan that only her passphrase opens, and Quick exit leaves nothing of them', async ({
  browser,
  page,
}) => {
  test.slow();
  await serveSites(page.context());
  const sent = watchBodies(page);
  await signUpAndSignIn(page, 'journal');

  // Reached from the account menu, labelled neutrally.
  await page.goto('/account');
  await throughMenu(page, 'My notes');
  await expect(page).toHaveURL(/\/journal$/);

  // First visit: a passphrase, with the warning that nobody can recover it.
  await expect(page.getByRole('heading', { name: 'Choose a passphrase' })).toBeVisible();
  await expect(page.getByText('Nobody can recover this passphrase, not even us.')).toBeVisible();
  await page.getByLabel('New passphrase').fill(PASSPHRASE);
  await page.getByLabel('Type the passphrase again').fill(PASSPHRASE);
  await shot(page, 'journal-choose-passphrase-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Lock my notes with this passphrase' }).click();
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();

  // An entry with a photo.
  await page.getByRole('button', { name: 'Write an entry' }).click();
  await page.getByLabel('Date it happened').fill('2025-03-12');
  await page.getByLabel('Time (if you know it)').fill('21:30');
  await page.getByLabel('Where it happened').fill('At home');
  await page.getByLabel('What happened').fill(ENTRY_TEXT);
  await page.getByRole('checkbox', { name: 'Verbal and emotional' }).check();
  await page.getByLabel('Attach files').setInputFiles({
    name: 'door.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(page.getByText('door.png (Photo)')).toBeVisible();
  await shot(page, 'journal-entry-form-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  const uploaded = page.waitForRequest((request) =>
    /\/api\/vault\/attachments\//.test(request.url()),
  );
  await page.getByRole('button', { name: 'Save entry' }).click();
  const attachmentUrl = new URL((await uploaded).url());
  const entry = page.getByRole('article').filter({ hasText: ENTRY_TEXT });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('door.png (Photo)')).toBeVisible();
  await shot(page, 'journal-list-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);

  // A safety plan, and the risk check's urgent advice.
  await page.getByRole('link', { name: 'Safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await page.getByLabel('Who you can call, and their numbers').fill(PLAN_TEXT);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Your safety plan has been saved.')).toBeVisible();
  await page.getByRole('button', { name: /Warning signs/ }).click();
  await page
    .getByRole('checkbox', { name: 'Has he threatened you with a knife, gun or another weapon?' })
    .check();
  await expect(page.getByText(/a sign of serious danger/)).toBeVisible();
  await expect(page.getByRole('link', { name: '112' }).first()).toBeVisible();
  await shot(page, 'safety-plan-risk-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  await expect(page.locator('#main').getByText(PLAN_TEXT)).toBeVisible();
  // The plan prints on one page, and only the plan prints.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);

  // Nothing she wrote, and none of the photo's bytes, left the page in clear.
  expect(sent.some(({ url }) => url.includes('/api/vault/items/'))).toBe(true);
  for (const { url, body } of sent) {
    for (const secret of [ENTRY_TEXT, PLAN_TEXT, PHOTO_MARKER, PASSPHRASE, 'At home']) {
      expect(body.includes(secret), `${secret} sent to ${url}`).toBe(false);
    }
  }

  // After a reload everything is locked; a wrong passphrase is refused, hers opens.
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your notes are locked' })).toBeVisible();
  await expect(page.getByText(ENTRY_TEXT)).toHaveCount(0);
  await unlock(page, 'Wrong kite, 7 rivers!');
  await expect(
    page.getByText('That passphrase does not open your notes. Please check it and try again.'),
  ).toBeVisible();
  await shot(page, 'journal-locked-wrong-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await unlock(page, PASSPHRASE);
  await expect(entry).toBeVisible();
  await page.getByRole('button', { name: 'Open door.png' }).click();
  await expect(page.getByRole('img', { name: 'door.png' })).toBeAttached();

  // The export is built in the page and holds the entry.
  await page
    .getByRole('button', { name: 'Prepare a document for a Protection Officer, lawyer or NGO' })
    .click();
  await page.getByLabel('Who did it: names, relationship to you, address').fill('R., husband');
  const preview = page.getByRole('article').filter({ hasText: 'DRAFT prepared by me' });
  await expect(preview).toContainText(ENTRY_TEXT);
  await expect(preview).toContainText('R., husband');
  await shot(page, 'journal-export-360', { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  // On paper: the document alone, not the page around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-notes-print]')).toContainText(ENTRY_TEXT);
  await expect(page.locator('[data-notes-print]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  for (const { body } of sent) expect(body.includes('R., husband')).toBe(false);

  // Another account and an admin get nothing of hers.
  const other = await apiSession('journal-other');
  const admin = await newPage(browser);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(admin);
  for (const someone of [other, admin.request]) {
    const items = (await (await someone.get('/api/vault/items')).json()) as { items: unknown[] };
    expect(items.items).toEqual([]);
    expect((await someone.get(attachmentUrl.pathname)).status()).toBe(404);
  }
  await other.dispose();
  await admin.context().close();

  // Quick exit: the notes lock, and no browser store keeps anything of them.
  await page.getByRole('link', { name: 'Quick exit' }).click();
  await expect(page).toHaveURL(NEUTRAL.href);
  await page.goto('/about');
  const kept = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index) ?? '';
        texts.push(key, store.getItem(key) ?? '');
      }
    }
    const databases = (await indexedDB.databases()).map(({ name }) => name ?? '');
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        texts.push(request.url, await ((await cache.match(request))?.text() ?? ''));
      }
    }
    return { texts: texts.join('\n'), databases };
  });
  expect(kept.databases).toEqual([]);
  for (const secret of [ENTRY_TEXT, PLAN_TEXT, PHOTO_MARKER, '/api/vault']) {
    expect(kept.texts).not.toContain(secret);
  }
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
