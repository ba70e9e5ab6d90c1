// What one first visit fetches: every script Chromium loads until the network is idle, in a fresh
// browser context with no service worker, in her language (its cookie), each body's size at gzip
// level 9 whatever the server sent. Read by bench/fetched-script-bytes.ts (the budget gate) and
// bench/script-modules.ts (the modules inside those scripts).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { LANGUAGE_COOKIE, SOURCE_LOCALE } from '../src/i18n/locales';

export interface FetchedScript {
  /** The script's path on the server (/assets/...). */
  path: string;
  gzipBytes: number;
}

/** After the network is first idle, how long to watch for a script loaded later still. */
const SETTLE_MS = 1500;

/** Every script one first visit to `url` fetches, each once. */
export async function firstVisitScripts(
  browser: Browser,
  url: string,
  language: string,
): Promise<FetchedScript[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (language !== SOURCE_LOCALE) {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
  }
  const page = await context.newPage();
  const pending: Promise<FetchedScript | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/i.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the page fetches once its script has taken it over counts too, however long that
    // takes on a busy machine (the test command runs the budget beside builds).
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(pending)).filter(
      (script): script is FetchedScript => script !== null,
    );
    // One entry per file, should the browser have fetched one twice.
    return [...new Map(fetched.map((script) => [script.path, script])).values()];
  } finally {
    await context.close();
  }
}
