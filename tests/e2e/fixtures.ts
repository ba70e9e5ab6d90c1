import { expect, test as base, type Page } from '@playwright/test';

/**
 * How Chromium reports every blocked script, style, frame or request in the console ("...
 * violates the following Content Security Policy directive ..."). Watching the console, not a
 * `securitypolicyviolation` listener added by an init script: such a script changed how pages
 * behave around alerts (the footer's Subscribe test saw the app load again after one).
 */
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * React's production build reports a prerendered page that differs from its first render as
 * minified errors 418 to 425 (then throws the page's HTML away and renders afresh: a flash, and
 * whatever she had typed is lost).
 */
const HYDRATION_ERROR = /Minified React error #4(1[89]|2[0-5])\b|hydrat/i;

/**
 * The prerendered page is on screen before the script has taken it over (`data-ready` on <html>
 * marks that moment). A tap before it does nothing, as for a reader, so `page.goto` waits for it
 * on the app's own pages unless a test asks for an earlier moment (`waitUntil: 'commit'`), and so
 * does `page.reload`.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Every end-to-end test imports `test` and `expect` from here. The automatic fixtures watch
 * every page of the test's browser context and fail the test if the app asked any host but its
 * own (privacy: no third-party request at runtime), or if anything broke the Content Security
 * Policy (a blocked inline script or style shows as such a violation, never silently). A test
 * that deliberately leaves the app (the quick exit) fulfils that navigation with
 * `context.route` and lists the host in `allowedHosts`, as does one that visits a site of its own
 * (cross-site-writes.spec.ts, for that spec only); one that provokes a violation on purpose reads
 * and empties `cspViolations`.
 */
export const test = base.extend<{
  allowedHosts: string[];
  foreignRequests: undefined;
  cspViolations: string[];
  hydrationErrors: undefined;
}>({
  allowedHosts: [[], { option: true }],
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const own = new URL(url, baseURL).origin === new URL(baseURL ?? url).origin;
      if (own && javaScriptEnabled && options?.waitUntil !== 'commit') {
        await untilAppReady(page);
      }
      return response;
    };
    // A reload of a server-rendered page shows its buttons before the script answers them, too.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      const own = new URL(page.url()).origin === new URL(baseURL ?? page.url()).origin;
      if (own && javaScriptEnabled && options?.waitUntil !== 'commit') await untilAppReady(page);
      return response;
    };
    await use(page);
  },
  foreignRequests: [
    async ({ context, baseURL, allowedHosts }, use) => {
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin === ownOrigin || allowedHosts.includes(url.host)) return;
        foreign.push(request.url());
      });
      await use(undefined);
      expect(foreign, 'requests to hosts other than the app').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        const record = (text: string) => {
          if (HYDRATION_ERROR.test(text)) errors.push(`${page.url()}: ${text}`);
        };
        page.on('console', (message) => record(message.text()));
        page.on('pageerror', (error) => record(error.message));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      expect(errors, 'the prerendered page did not match what the script rendered').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
