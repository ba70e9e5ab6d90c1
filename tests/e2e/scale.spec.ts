import { LARGE, SMALL, startSeededServer, type SeededServer } from '../../bench/seeded-server';
import { measurePage, SCREENS, storiesShown, type PageCost } from '../../bench/page-cost';
import { E2E_STATIC_DIR } from './e2e-env';
import { expect, test } from './fixtures';

// Two extra servers, one over 10 stories and one over 10,000 stories with 100,000 reactions.
const basePort = Number(process.env.E2E_PORT ?? 4173) + 100;
const smallPort = basePort + 1;
const largePort = basePort + 2;

test.describe.configure({ mode: 'serial' });

let small: SeededServer;
let large: SeededServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [small, large] = await Promise.all([
    startSeededServer(SMALL, { staticDir: E2E_STATIC_DIR, port: smallPort }),
    startSeededServer(LARGE, { staticDir: E2E_STATIC_DIR, port: largePort }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([small?.stop(), large?.stop()]);
});

for (const screen of SCREENS) {
  test(`${screen.name} costs the same with 10,000 stories as with 10`, async ({ browser }) => {
    const costs: PageCost[] = [];
    for (const server of [small, large]) {
      costs.push(await measurePage(browser, `${server.url}${screen.path}`, storiesShown));
    }
    const [few, many] = costs as [PageCost, PageCost];
    expect(few.foreignRequests).toEqual([]);
    expect(many.foreignRequests).toEqual([]);
    expect(many.apiRequests).toBe(few.apiRequests);
    expect(many.requests).toBe(few.requests);
    // The same page of stories either way: bytes differ only by ids and counts.
    expect(Math.abs(many.bytes - few.bytes) / few.bytes).toBeLessThan(0.05);
  });
}
