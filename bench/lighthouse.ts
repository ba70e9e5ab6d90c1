// Benchmark (not a test): Lighthouse's mobile audit (its defaults: a mid-range phone, CPU slowed
// 4x, a slow 4G link, all simulated) of Home, Stories and Resources on the self-hosted server with
// a few stories, in Debian's Chromium. Needs a build: npx vite build, then npm run bench:lighthouse
// Prints performance, LCP, CLS and accessibility per page; the budgets are in README.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/e2e-env';
import { SMALL, startSeededServer } from './seeded-server';

const staticDir = process.argv[2] ?? 'dist';
const PAGES = ['/', '/stories', '/resources'];
/** Lighthouse varies from run to run; the median of three is printed. */
const RUNS = 3;
const DEBUGGING_PORT = 9333;

interface Result {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startSeededServer(SMALL, { staticDir, port: 4393 });
// Lighthouse drives the browser itself through the debugging port; Playwright only starts it.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  console.log('page          performance  LCP        CLS     accessibility  (median of 3)');
  for (const path of PAGES) {
    const runs: Result[] = [];
    for (let run = 0, failed = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      // A trace Lighthouse could not read (NO_NAVSTART now and then) is run again, not counted.
      if (lhr.runtimeError) {
        failed += 1;
        if (failed > RUNS)
          throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.code}`);
        run -= 1;
        continue;
      }
      runs.push({
        performance: lhr.categories.performance?.score ?? NaN,
        accessibility: lhr.categories.accessibility?.score ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    const pick = (key: keyof Result) => median(runs.map((run) => run[key]));
    console.log(
      `${path.padEnd(14)}${pick('performance').toFixed(2).padEnd(13)}${(pick('lcpMs') / 1000).toFixed(2)} s     ${pick('cls').toFixed(3).padEnd(8)}${pick('accessibility').toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
