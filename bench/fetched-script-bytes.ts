// The script a first visit really costs, and the gate on it (`npm run size` runs it with --gate
// after its own checks: scripts/size.mjs). Loads Home, Stories and Resources in Chromium, in
// every interface language (src/i18n/locales.ts), each in a fresh browser context with no service worker, on the
// self-hosted server with a few stories, waits until the network is idle, and sums every script
// the browser fetched at gzip level 9 (each body gzipped here, whatever the server sent). Prints
// each page's total and files against its budget (scripts/home-budget.mjs); with --gate, exits 1
// when a page is over. Needs a build:
// npx vite build, then npm run bench:script-bytes [dist folder] [--gate]
//
// Why it counts more than Vite's manifest does: the browser fetches, before the network is idle,
// what the page imports once it runs (Stories' and Resources' catalogues and shared chunks). The
// toaster, its list, the toasts' catalogue and the review form with its checks come on first use
// only (src/lib/toast.ts, testimonials-section.tsx), Resources' NGO request form with her first
// opening of it (ngo-request-form.tsx), an admin's Delete dialog as it opens
// (lazy-confirm-dialog.tsx), and on Stories and Resources too the toasts' and errors' catalogue at
// her first tap or focus. Home's carousel is our own, in Home's chunk.
// Measured on this machine (Home en / hi, Stories en, Resources en): before the toasts and the form
// waited for first use, Home 149.1 / 151.1 KB; with the entry's code in one chunk (three since,
// one per step of the start: scripts/vite-start-chunks.ts) 130.2 / 130.9, Stories 131.0,
// Resources 135.1 KB; with the
// carousel waiting for its first turn and React Router's unused parts gone, Home 111.5 / 112.2,
// Stories 130.5, Resources 134.4 KB (the other pages had meanwhile gained about 4 KB of their own);
// with the NGO form and the Delete dialog on first use, the app's own <Routes>
// (src/lib/router/routes.tsx) and the story lists' media kinds apart from the upload rules and
// their messages, Home 109.1 / 109.9, Stories 124.4, Resources 121.2 KB; with Stories and
// Resources leaving the toasts' catalogue to her first tap, Stories 120.6, Resources 117.4 KB.
// What is left to reach 100 and 110 KB (bench/script-modules.ts maps it by module): the entry
// (104.7 KB) is React DOM (60.5 KB, and React with its scheduler 3.5 more), React Router
// (5.6), SWR (4.5), Lingui (2.3), the bundler's glue with the list of what each lazy chunk loads
// (3.1) and the frame every page hydrates (about 20 KB of the app's own modules, none over 1.2);
// Stories' and Resources' own chunks, catalogues and the small chunks they share with the story
// forms and moderation (12 to 17 KB).
import { chromium } from '@playwright/test';
import { LOCALES } from '../src/i18n/locales';
import { FETCHED_SCRIPT_BUDGETS } from '../scripts/home-budget.mjs';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../tests/e2e/e2e-env';
import { freePort } from '../server/testing/server-process';
import { firstVisitScripts } from './first-visit-scripts';
import { SMALL, startSeededServer } from './seeded-server';

const args = process.argv.slice(2);
const gate = args.includes('--gate');
const staticDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const KB = 1024;
const PAGES = Object.entries(FETCHED_SCRIPT_BUDGETS).map(([path, budget]) => ({ path, budget }));
const LANGUAGES = LOCALES;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// A port nothing else holds: `npm run size` may run beside another test run or benchmark.
const server = await startSeededServer(SMALL, { staticDir, port: await freePort() });
// Chromium's headless build where it is installed, as the browser tests: it fetches the same
// scripts (all 18 pages' totals were the same to the byte, 30 November 2026) for a third of the
// full browser's renderer CPU (16 CPU-seconds against 54 for the whole run), and this runs in the
// test command beside the browser tests. Timings are another matter: the benchmarks that measure
// them keep the full browser.
const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
const over: string[] = [];
try {
  console.log('Scripts fetched on a first visit until the network is idle (gzip level 9)');
  for (const language of LANGUAGES) {
    for (const { path, budget } of PAGES) {
      const scripts = await firstVisitScripts(browser, `${server.url}${path}`, language);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const verdict = total <= budget ? 'within' : 'OVER';
      if (total > budget)
        over.push(`${path} in ${language} fetches ${kb(total)}, over ${kb(budget)}`);
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
for (const failure of over) console.error(`FAIL ${failure}`);
if (gate && over.length > 0) process.exit(1);
