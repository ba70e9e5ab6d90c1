// Benchmark (not a test): what a first and a repeat visit look like on Slow 3G (2 s latency,
// 50 KB/s each way) with the CPU slowed 4x, through Chromium's DevTools protocol. Prints, per
// page, when the heading, the Quick exit and the first story appeared, counted from the start of
// the navigation (as the page's script could first tell: a long task that starts as they appear
// delays that), and the first paint, as the browser recorded it. Needs a build: npx vite build, then
//   npx tsx --tsconfig tsconfig.server.json bench/slow-network.ts [STATIC_DIR]
import type { BrowserContext, Page } from '@playwright/test';
import { SMALL, startSeededServer } from './seeded-server';
import { launchMeasuredBrowser } from './measured-browser';

const staticDir = process.argv[2] ?? 'dist';
const PAGES = ['/', '/stories'];
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
};
const CPU_SLOWDOWN = 4;
/** Long enough for the slowest first visit; a milestone not reached by then prints as "-". */
const GIVE_UP_MS = 60_000;

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Milliseconds from navigation start until `locator` is visible, or null. */
async function when(page: Page, wait: () => Promise<void>): Promise<number | null> {
  try {
    await wait();
    return await page.evaluate(() => Math.round(performance.now()));
  } catch {
    return null;
  }
}

async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
  const visible = { state: 'visible', timeout: GIVE_UP_MS } as const;
  const [heading, quickExit, story] = await Promise.all([
    when(page, () => page.getByRole('heading', { level: 1 }).first().waitFor(visible)),
    when(page, () => page.getByRole('link', { name: 'Quick exit' }).waitFor(visible)),
    when(page, () => page.getByRole('article').first().waitFor(visible)),
  ]);
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS }).catch(() => undefined);
  const paint = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? Math.round(entry.startTime) : null;
  });
  return { heading, quickExit, story, paint };
}

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

const server = await startSeededServer(SMALL, { staticDir, port: 4394 });
const measured = await launchMeasuredBrowser();
const { browser } = measured;
try {
  console.log('Slow 3G, CPU 4x slower     heading   Quick exit  first story  first paint');
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await throttle(context, page);
    for (const label of ['first visit', 'repeat visit']) {
      const times = await visit(page, `${server.url}${path}`);
      console.log(
        `${`${path} ${label}`.padEnd(27)}${seconds(times.heading).padEnd(10)}${seconds(times.quickExit).padEnd(12)}${seconds(times.story).padEnd(13)}${seconds(times.paint)}`,
      );
    }
    await context.close();
  }
} finally {
  await measured.close();
  await server.stop();
}
