// Issue 38, item 3: nothing blocks the first paint. Every page carries the main stylesheet inline
// (scripts/vite-inline-stylesheet.ts), its policy names exactly that style's hash
// (server/http/inline-style-hashes.ts), and the file is never fetched, not even by a lazy chunk.
// Offline, a kept page keeps its look. The fixture fails any test on a Content Security Policy violation.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { selfHostedPolicy } from '../../server/http/security-headers';
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-seed';
import { PHONE } from './e2e-env';
import { shot } from './review-shots';
import { serviceWorkerReady } from './service-worker-ready';
import { requestsTo } from './page-requests';

const MAIN_STYLESHEET = /\/assets\/index-[\w-]+\.css$/;

/** Each kind of page the server sends, by how it is made. */
const PAGES = [
  { kind: 'Home, rendered with its stories', path: '/' },
  { kind: 'Stories, rendered with its stories', path: '/stories' },
  { kind: 'a prerendered page', path: '/resources' },
  { kind: 'a prerendered page in Hindi', path: '/faqs', language: 'hi' },
  { kind: 'the shell of a route only the script draws', path: '/account' },
  { kind: 'the not-found page', path: '/no-such-page' },
];

/** The address of each stylesheet that styles the page; null for one inside it. */
const sheetAddresses = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      { length: document.styleSheets.length },
      (_, index) => document.styleSheets.item(index)?.href ?? null,
    ),
  );

/** The page's background, as drawn: the stylesheet's, not the browser's transparent default. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  for (const { kind, path, language } of PAGES) {
    test(`${kind} (${path}) paints styled from its HTML alone, and only its own style may apply`, async ({
      page,
      context,
    }) => {
      if (language) await chooseLanguage(context, language);
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${language ?? 'en'}"`);
      expect(html).not.toMatch(/<link[^>]*rel="?stylesheet/);
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
      expect(styles).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64')}'`;
      expect(response?.headers()['content-security-policy']).toBe(selfHostedPolicy([hash]));
      expect(await background(page)).not.toBe('rgba(0, 0, 0, 0)');
      // Everything that styles the page came with it.
      expect(await sheetAddresses(page)).toEqual([null]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Home and Stories are styled at 360 px, and no page or lazy chunk fetches the stylesheet file', async ({
    page,
  }) => {
    const fetched = requestsTo(page, MAIN_STYLESHEET);
    for (const [path, heading] of [
      ['/', 'Top Stories'],
      ['/stories', 'Stories of Strength'],
      ['/about', 'About Sahas'],
      ['/auth', 'Sign In'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(await background(page), path).not.toBe('rgba(0, 0, 0, 0)');
      await page.waitForLoadState('networkidle');
      if (path === '/') await shot(page, 'first-paint-home');
      if (path === '/stories') await shot(page, 'first-paint-stories');
    }
    expect(fetched).toEqual([]);
  });
});

test.describe('offline', () => {
  // The other specs block service workers (playwright.config.ts): here it is needed.
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('a page kept for offline keeps its look with no connection', async ({ page, context }) => {
    await serviceWorkerReady(page, '/resources');
    const online = await background(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Verified Support Network' });
    await context.setOffline(true);
    for (const path of ['/resources', '/about']) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await background(page), path).toBe(online);
    }
    await page.goto('/resources', { waitUntil: 'commit' });
    await expect(heading).toBeVisible();
    await shot(page, 'first-paint-offline-resources');
  });
});
