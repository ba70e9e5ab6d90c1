// Benchmark (not a test): what Home and Stories cost a reader with 10 stories and with 10,000
// stories and 100,000 reactions. Needs a build: npx vite build, then
//   npx tsx --tsconfig tsconfig.server.json bench/page-scale.ts [STATIC_DIR]
import { measurePage, SCREENS, storiesShown } from './page-cost';
import { LARGE, SMALL, startSeededServer } from './seeded-server';
import { launchMeasuredBrowser } from './measured-browser';

const staticDir = process.argv[2] ?? 'dist';
const RUNS = 3;

const servers = {
  '10 stories': await startSeededServer(SMALL, { staticDir, port: 4391 }),
  '10,000 stories / 100,000 reactions': await startSeededServer(LARGE, { staticDir, port: 4392 }),
};
const measured = await launchMeasuredBrowser();
const { browser } = measured;
try {
  for (const screen of SCREENS) {
    for (const [label, server] of Object.entries(servers)) {
      const times: number[] = [];
      let last;
      for (let run = 0; run < RUNS; run += 1) {
        last = await measurePage(browser, `${server.url}${screen.path}`, storiesShown);
        times.push(last.ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${screen.name.padEnd(8)} ${label.padEnd(36)} ${last?.requests} requests (${last?.apiRequests} API)  ${((last?.bytes ?? 0) / 1024).toFixed(1)} KiB  median ${times[1]} ms to settled`,
      );
    }
  }
} finally {
  await measured.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
