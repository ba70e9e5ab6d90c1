// A reader whose browser is set to Hindi (issue 15, slices 2 to 5), in one journey: she signs up
// and gets her verification e-mail in Hindi, shares a story with a photo and opens it again to
// edit, filters Stories by a Hindi tag, likes and reports a story, and on her account takes her
// data and signs out everywhere. Every word is read from the catalogues. Suggest Tags on Hindi
// text is proved in src/domain/tag-suggestion-hindi.test.ts (it runs in the page, whatever the
// interface language), Send Support's Hindi in src/features/stories/send-support.test.tsx.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MY_DATA_FORMAT, type MyData } from '../../src/domain/my-data';
import { E2E_OUTBOX_DIR } from './e2e-env';
import { expect, test } from './fixtures';
import { PNG } from './story-form';
import { DEVANAGARI, hindi } from './i18n-catalogue';
import { linkFromMail, uniqueEmail } from './outbox';
import { E2E_PASSWORD } from './session';

test.use({ locale: 'hi-IN' });

// The stored tag: the chip shows its Hindi label.
const TAG = 'Healing';

/** The Account page's sections, in the order it shows them. */
const SECTIONS = [
  'About your account',
  'Download your data',
  'Change your password',
  'Sign out everywhere',
  'Delete your account',
];

/** The text of the newest mail to `to` in the outbox. */
async function mailTo(to: string): Promise<string> {
  for (const name of (await readdir(E2E_OUTBOX_DIR)).sort().reverse()) {
    const text = await readFile(join(E2E_OUTBOX_DIR, name), 'utf8');
    if (text.match(/^To: (.*)$/m)?.[1]?.trim() === to) return text;
  }
  throw new Error(`No mail to ${to}`);
}

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** A message of the form catalogues, its placeholders filled. */
function filled(area: string, english: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    hindi(area, english),
  );
}

test('a Hindi reader signs up with her e-mail in Hindi, shares a story with a photo and edits it, filters by a Hindi tag, likes and reports, takes her data and signs out everywhere', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('hindi-reader');

  await test.step('she signs up, gets her verification e-mail in Hindi and follows it', async () => {
    await page.goto('/auth');
    await page
      .getByRole('group', { name: hindi('auth', 'Sign in or create an account') })
      .getByRole('button', { name: hindi('auth', 'Sign Up') })
      .click();
    await expect(page.getByText(hindi('forms', 'Your password needs:'))).toBeVisible();
    await page.getByRole('textbox', { name: hindi('auth', 'Email address') }).fill(email);
    await page.getByLabel(hindi('auth', 'Password'), { exact: true }).fill(E2E_PASSWORD);
    await expect(page.getByText(hindi('forms', 'Your password meets every rule.'))).toBeAttached();
    await page
      .locator('form')
      .getByRole('button', { name: hindi('auth', 'Sign Up') })
      .click();
    await expect(page.getByText(hindi('messages', 'signUpSucceeded'))).toBeVisible();

    // The mail is in Hindi, subject and body, and its link is whole on a line of its own.
    const link = await linkFromMail(email, escaped(hindi('mails', 'verifySubject')));
    const mail = await mailTo(email);
    expect(mail).toContain(hindi('mails', 'verifyBody').split('\n')[0]);
    expect(mail).toContain(`\n\n${link}\n\n`);
    expect(mail.split('\r\n\r\n')[1]).toMatch(DEVANAGARI);

    // Following it confirms the address; signed in and opening it again, she is offered the ways on.
    await page.goto(link);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: hindi('auth', 'Your email address is verified. You can sign in now.') }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: hindi('auth', 'Email address') }).fill(email);
    await page.getByLabel(hindi('auth', 'Password'), { exact: true }).fill(E2E_PASSWORD);
    await page
      .locator('form')
      .getByRole('button', { name: hindi('auth', 'Sign In') })
      .click();
    await expect(page.getByText(hindi('messages', 'signInSucceeded'))).toBeVisible();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: hindi('auth', 'Email address verified') }),
    ).toBeVisible();
    const next = page.getByRole('navigation', {
      name: hindi('auth', 'Where would you like to go next?'),
    });
    await expect(next.getByRole('link', { name: hindi('auth', 'Share your story') })).toBeVisible();
    await expect(next.getByRole('link', { name: hindi('auth', 'Read stories') })).toBeVisible();
  });

  const title = `हिन्दी में ${Date.now()}`;
  await test.step('she shares a story with a photo and opens it again to edit', async () => {
    // The photo waits until the list has been seen uploading.
    let releaseUpload = () => {};
    const uploadMayGo = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/media?**', async (route) => {
      await uploadMayGo;
      await route.continue();
    });
    await page.goto('/share-story');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('heading', { level: 1, name: hindi('share-story', 'Share Your Story') }),
    ).toBeVisible();
    const yourStories = page.getByRole('region', { name: hindi('share-story', 'Your Stories') });
    await expect(
      yourStories.getByText(hindi('share-story', 'Loading your stories...')),
    ).toHaveCount(0);

    await page.getByRole('textbox', { name: hindi('forms', 'Title'), exact: true }).fill(title);
    await page.getByRole('textbox', { name: hindi('forms', 'Your Story') }).fill('एक तस्वीर के साथ।');
    await page
      .getByRole('group', { name: hindi('forms', 'Tags'), exact: true })
      .getByRole('button', { name: hindi('labels', TAG), exact: true })
      .click();
    await page
      .getByLabel(hindi('share-story', 'Upload Media (Optional, Max 200MB)'))
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });

    const uploads = page.getByRole('list', { name: hindi('forms', 'Files for your story') });
    await expect(
      uploads.getByRole('progressbar', {
        name: filled('forms', 'Uploading {name}', { name: 'photo.png' }),
      }),
    ).toBeVisible();
    await expect(
      page.getByText(hindi('forms', 'Please wait a moment: your files are still uploading.')),
    ).toBeVisible();
    releaseUpload();
    await expect(uploads.getByText(hindi('forms', 'Uploaded'))).toBeVisible();
    await expect(
      uploads.getByRole('button', {
        name: filled('forms', 'Remove {name}', { name: 'photo.png' }),
      }),
    ).toBeVisible();

    await page
      .getByRole('button', { name: hindi('share-story', 'Share Story'), exact: true })
      .click();
    await expect(
      page
        .locator('[role="status"][aria-live]')
        .filter({ hasText: hindi('messages', 'storyShared') }),
    ).toBeVisible();

    const card = yourStories.getByRole('article', { name: title });
    await card.getByRole('link', { name: hindi('share-story', 'Edit'), exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: hindi('edit-story', 'Edit Story') }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: hindi('forms', 'Title'), exact: true }),
    ).toHaveValue(title);
  });

  await test.step('she filters Stories by a Hindi tag, likes a story and reports it', async () => {
    await page.goto('/stories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hindi('stories', 'Stories of Strength'),
    );
    const filters = page.getByRole('group', { name: hindi('stories', 'Filter by tag') });
    const chip = filters.getByRole('button', { name: hindi('labels', TAG), exact: true });
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('tags') === TAG,
    );
    await chip.click();
    await listed;
    await expect(chip).toHaveAttribute('aria-pressed', 'true');

    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('list', { name: hindi('shell', 'Tags') })).toHaveText(
      hindi('labels', TAG),
    );
    await card.getByRole('button', { name: new RegExp(`^${hindi('stories', 'Like')}`) }).click();
    await expect(page.getByText(hindi('messages', 'reactionAdded'))).toBeVisible();

    await card.getByRole('button', { name: hindi('stories', 'Report story') }).click();
    await card.getByRole('radio', { name: hindi('labels', 'Harassment or hate') }).check();
    await card.getByRole('button', { name: hindi('stories', 'Send report') }).click();
    await expect(page.getByText(hindi('messages', 'reportAdded'))).toBeVisible();
    await expect(card.getByRole('button', { name: hindi('stories', 'Reported') })).toBeDisabled();
  });

  await test.step('she finds her account in Hindi, takes her data and signs out everywhere', async () => {
    await page.goto('/account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('heading', { level: 1, name: hindi('account', 'Your account') }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      SECTIONS.map((heading) => hindi('account', heading)),
    );

    // Download my data: the button in Hindi, the file her own, its keys left in English.
    const downloaded = page.waitForEvent('download');
    await page
      .getByRole('region', { name: hindi('account', 'Download your data') })
      .getByRole('button', { name: hindi('account', 'Download my data') })
      .click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^sahas-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as MyData;
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.profile.email).toBe(email);
    await expect(
      page.getByRole('region', { name: hindi('account', 'About your account') }).getByText(email),
    ).toBeVisible();

    // Sign out everywhere: Home, signed out, told so in Hindi.
    await page
      .getByRole('region', { name: hindi('account', 'Sign out everywhere') })
      .getByRole('button', { name: hindi('account', 'Sign out everywhere') })
      .click();
    await expect(page.getByText(hindi('messages', 'signedOutEverywhere'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page
        .getByRole('navigation', { name: hindi('shell', 'Main') })
        .getByRole('link', { name: hindi('shell', 'Sign In'), exact: true }),
    ).toBeVisible();
  });
});
