import type { Browser, Page } from '@playwright/test';
import { E2E_OUTBOX_DIR, PHONE } from './e2e-env';
import { test, untilAppReady } from './fixtures';
import { linkFromMail } from './outbox';
import { secondServer } from './second-server';
import { resetPasswordByMail, signIn, signUp } from './session';
import { fillStoryForm, shareButton } from './story-form';

/**
 * A server of the calling spec's own with STORY_REVIEW=all and `admin` in ADMIN_EMAILS, its mail
 * where the tests read mail (outbox.ts); the spec's pages open on it at a phone's width.
 */
export function reviewAllServer(options: { port: number; dataDirPrefix: string; admin: string }) {
  const url = secondServer({
    port: options.port,
    dataDirPrefix: options.dataDirPrefix,
    env: () => ({
      STORY_REVIEW: 'all',
      DEMO_DATA: 'off',
      ADMIN_EMAILS: options.admin,
      MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
      AUTH_RATE_LIMIT: 'off',
      PASSWORD_HASH: 'fast-for-tests',
    }),
  });
  test.use({ baseURL: url, viewport: PHONE });
  return {
    url,
    /** A page of its own context on this server (newPage's contexts have no baseURL). */
    async pageOn(browser: Browser): Promise<Page> {
      const context = await browser.newContext({ baseURL: url, viewport: PHONE });
      return context.newPage();
    },
    /** Admin rights need a verified address in ADMIN_EMAILS and a password set by mail. */
    async onboardAdmin(page: Page) {
      await signUp(page, options.admin, 'F1rst!pass');
      await page.goto(await linkFromMail(options.admin, /confirm your e-mail/i));
      await resetPasswordByMail(page, options.admin);
      await signIn(page, options.admin);
    },
  };
}

/** Shares through Share Story; `identifying`: the form's gentle prompt appears first. */
export async function share(page: Page, title: string, content: string, identifying = false) {
  await openReady(page, '/share-story');
  await fillStoryForm(page, { title, story: content });
  await shareButton(page).click();
  if (identifying) await page.getByRole('button', { name: 'Share anyway' }).click();
}

/** On the admin's dashboard, sends the story titled `title` back to its author, for `reason`. */
export async function sendBack(page: Page, title: string, reason = 'Shares private details') {
  await page.goto('/admin');
  const item = page
    .getByRole('region', { name: 'Review queue' })
    .getByRole('article', { name: title });
  await item.getByLabel('Reason for sending back').selectOption({ label: reason });
  await item.getByRole('button', { name: /^Send back/ }).click();
}

/** Opens `path` and waits until the script has taken the page over (the fixture's goto does). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await untilAppReady(page);
}
