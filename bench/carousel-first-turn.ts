// Benchmark (not a test): what Home's carousel's first automatic turn (5 s after the page is
// hers) costs the main thread, with the CPU slowed 4x. Each run loads Home afresh, waits for the
// turn, and prints the long tasks (over 50 ms) from 2.5 s on, and their blocking time (what each
// task passes 50 ms by, as Lighthouse counts it). Needs a build: npx vite build, then
//   npx tsx --tsconfig tsconfig.server.json bench/carousel-first-turn.ts [dist] [--runs=5]
import { freePort } from '../server/testing/server-process';
import { option, positional } from './command-line';
import { launchMeasuredBrowser } from './measured-browser';
import { SMALL, startSeededServer } from './seeded-server';

const staticDir = positional[0] ?? 'dist';
const runs = Number(option('runs') ?? 5);
/** Long tasks from here on (ms after navigation): the start's are done by then. */
const FROM_MS = 2500;
/** The first automatic turn comes 5 s after the page is hers; a few seconds' margin. */
const WATCH_MS = 9000;

type LongTask = [start: number, duration: number];

const server = await startSeededServer(SMALL, { staticDir, port: await freePort() });
const measured = await launchMeasuredBrowser();
let totalBlocking = 0;
try {
  console.log("Home, CPU slowed 4x: long tasks around the carousel's first turn");
  for (let run = 1; run <= runs; run += 1) {
    const context = await measured.browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset['ready'] === 'true');
    await page.evaluate(() => {
      const tasks: LongTask[] = [];
      (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.waitForTimeout(WATCH_MS);
    const tasks = (
      await page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks)
    ).filter(([start]) => start >= FROM_MS);
    // Turned: the first slide has left the view.
    const turned = await page
      .locator('section[aria-labelledby="top-stories-heading"] [aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => slide.hasAttribute('inert'));
    if (!turned) throw new Error(`run ${run}: the carousel did not turn`);
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    totalBlocking += blocking;
    const listed = tasks.map(([start, duration]) => `${duration} ms at ${start}`).join(', ');
    console.log(`run ${run}: blocking ${blocking} ms` + (listed ? ` (${listed})` : ''));
    await context.close();
  }
  console.log(`blocking time over ${runs} runs: ${totalBlocking} ms`);
} finally {
  await measured.close();
  await server.stop();
}
