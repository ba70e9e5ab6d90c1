// Measurement (not yet a gate): the script a first visit really costs. Loads Home, Stories and
// Resources in Chromium, in English and in Hindi, each in a fresh browser context with no service
// worker, on the self-hosted server with a few stories, waits until the network is idle, and sums
// every script the browser fetched at gzip level 9 (each body gzipped here, whatever the server
// sent). Prints each page's total and files against issue 38's budgets (100 KB Home, 110 KB the
// others) and exits 0; the gate comes once the budget is met. Needs a build:
// npx vite build, then npm run bench:script-bytes [dist folder]
//
// Why it counts more than `node scripts/size.mjs`: that script reads Vite's manifest and adds up
// Home's chunk, the entry and their static imports with the shell's and Home's catalogues: what
// must arrive before Home can run. The browser fetches more before the network is idle, all of it
// imported once the page runs: above all the carousel (Home has stories to turn) and the few small
// chunks it imports. The toaster, its list, the toasts' catalogue and the review form with its
// checks come on first use only (src/lib/toast.ts, testimonials-section.tsx). On the build of 29
// November 2026 with 10 stories: size.mjs 115.9 KB for Home in English with its text, this bench
// 132.8 KB (the carousel 16.7 KB of the 16.9 between them); in Hindi 116.6 against 133.5 KB.
// Before the toasts and the form waited for first use, the same build fetched 149.1 KB (English)
// and 151.1 KB (Hindi). With the entry's code in one chunk (scripts/vite-shell-chunk.ts), later
// that day: size.mjs 113.3 KB in English, 114.0 in Hindi; this bench 130.2 and 130.9 KB, in 6 files.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../src/i18n/locales';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/e2e-env';
import { SMALL, startSeededServer } from './seeded-server';

const staticDir = process.argv[2] ?? 'dist';
const KB = 1024;
/** Issue 38's budgets: Home under 100 KB, every other page under 110 KB (gzip level 9). */
const PAGES = [
  { path: '/', budget: 100 * KB },
  { path: '/stories', budget: 110 * KB },
  { path: '/resources', budget: 110 * KB },
];
const LANGUAGES = ['en', 'hi'];
/** After the network is first idle, how long to watch for a script loaded later still. */
const SETTLE_MS = 1500;

interface FetchedScript {
  path: string;
  gzipBytes: number;
}

/** Every script one first visit fetches, each with its size at gzip level 9. */
async function scriptsOf(browser: Browser, url: string, language: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (language !== 'en') {
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

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const server = await startSeededServer(SMALL, { staticDir, port: 4396 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log('Scripts fetched on a first visit until the network is idle (gzip level 9)');
  for (const language of LANGUAGES) {
    for (const { path, budget } of PAGES) {
      const scripts = await scriptsOf(browser, `${server.url}${path}`, language);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const verdict = total <= budget ? 'within' : 'OVER';
      console.log(
        `\n${path} in ${language}: ${kb(total)} (${verdict} the ${kb(budget)} budget), ${scripts.length} files`,
      );
      for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.path}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
