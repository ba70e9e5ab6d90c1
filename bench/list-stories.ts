// Benchmark (not a test): the story list's latency at 20 connections, for every sort and filter
// the Stories page offers (tags, any of them), on its first page and on a page deep in the list,
// then Home and Stories as the server renders them (server/render/), with filters in the address.
// Usage: npx tsx --tsconfig tsconfig.server.json bench/list-stories.ts
//          [--postgres=URL] [--full] [--seconds=N] [--no-seed] [--static=DIR] [--pages-only]
// Without --postgres it runs on the embedded database (PGlite). The default size is 10,000
// stories and 100,000 reactions; --full is the issue's: 100,000 stories and 1,000,000 reactions.
// --explain prints each list query's plan summary (EXPLAIN ANALYZE, BUFFERS) instead of timing.
// --cpu-prof=DIR writes the server's CPU profile (node --cpu-prof) there, to see where it spends.
// --no-seed keeps the stories a previous run left in --postgres (to compare code on one data set).
// --static=DIR is the built client (default dist/, from `npx vite build`, with its server-side
// renderer beside it in DIR-render/); without a build the rendered pages are skipped.
// --pages-only times the rendered pages alone; --rows=REGEXP only the rows whose label matches.
// --node-flags="FLAGS" starts the server's node with these (say --max-semi-space-size=16).
// The server is the built bundle in a process of its own, as deployed; this process only asks.
// Each row is asked for 1 s before its timed seconds (WARM_UP_S), which it does not report, and the
// first row 2 s more before anything is timed.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { StorySort, StoryTag } from '@/domain/vocabularies';
import { withStoryFilters } from '@/features/stories/story-filters';
import { LANGUAGE_COOKIE } from '@/i18n/locales';
import { RENDER_ENTRY_FILE, renderDirFor } from '@/lib/prerender-format';
import { SERVED_DATA_ELEMENT_ID } from '@/lib/data-layer/served-data-format';
import { openDatabase, type Database } from '../server/db/database';
import { decodeCursor } from '../server/stories/story-cursor';
import { deepListCursor } from '../server/stories/deep-list-cursor';
import {
  type StoryListParams,
  storyListShape,
  storyListStatement,
  storyListValues,
} from '../server/stories/story-queries';
import { rowsOf } from '../server/stories/story-test-helpers';
import {
  buildServerBundleOnce,
  freePort,
  spawnServer,
  waitUntilHealthy,
} from '../server/testing/server-process';
import { flag, option } from './command-line';
import { type ListSeedSize, seedListStories } from './seed-stories';

const postgresUrl = option('postgres');
const full = flag('full');
const seconds = Number(option('seconds') ?? (full ? 5 : 3));
const reseed = !flag('no-seed');
const explainOnly = flag('explain');
const profileDir = option('cpu-prof');
const nodeFlags = option('node-flags')?.split(' ').filter(Boolean) ?? [];
const staticDir = option('static') ?? 'dist';
const pagesOnly = flag('pages-only');
const rowsMatching = new RegExp(option('rows') ?? '');
const CONNECTIONS = 20;
const SIZE: ListSeedSize = full
  ? { stories: 100_000, users: 1_000, reactions: 1_000_000, hiddenShare: 0.01 }
  : { stories: 10_000, users: 1_000, reactions: 100_000, hiddenShare: 0.01 };

/**
 * What the Stories page offers: no tag, a common tag (half the stories), rarer ones (1% and
 * 0.2%), two of them (any of). See SEEDED_TAG_SHARES.
 */
const FILTERS: ReadonlyArray<readonly StoryTag[]> = [
  [],
  ['Workplace Harassment'],
  ['Mental Health'],
  ['Legal'],
  ['Cyberbullying', 'Healing'],
];
const SORTS: readonly StorySort[] = ['newest', 'oldest', 'likes'];
/**
 * The first page while stories change, so that answers kept for visitors go stale
 * (server/stories/public-story-answers.ts): now and then, and all the time.
 */
const CHANGING_ROWS: readonly (Pick<Row, 'label' | 'storiesWritten'> & { path: string })[] = (
  [100, 'without pause'] as const
).map((storiesWritten) => ({
  label: `newest, all, first page, ${storiesWritten === 100 ? '100 writes/s' : 'writes without pause'}`,
  path: listPath('newest', []),
  storiesWritten,
}));

/** How far into the list the deep page starts: 90% of the stories the filter matches. */
const DEEP_SHARE = 0.9;

/** The cursor a reader holds after paging DEEP_SHARE of the way through the list. */
function deepCursor(db: Database, sort: StorySort, tags: readonly StoryTag[]) {
  return deepListCursor(db, sort, tags, DEEP_SHARE);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Where a list query's time goes: its run time, the pages it touched, and how it reads stories. */
async function planSummary(db: Database, params: StoryListParams) {
  const query = storyListStatement(db, storyListShape(params, null), storyListValues(params, null));
  const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const raw = row?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
  }[];
  if (!plan) throw new Error('no plan');
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  const reads = nodes(plan.Plan)
    .filter((node) => node['Relation Name'] === 'stories' || node['Index Name'])
    .map(
      (node) =>
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}` +
        ` rows=${node['Actual Rows']} removed=${node['Rows Removed by Filter'] ?? 0}`,
    );
  const top = plan.Plan;
  return `${plan['Execution Time'].toFixed(2)} ms, buffers ${
    (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0)
  }: ${nodes(plan.Plan)
    .map((node) => node['Node Type'])
    .filter((type) => type === 'Sort' || type === 'Incremental Sort')
    .join(' ')} ${reads.join('; ')}`;
}

/**
 * The pages the server renders, as a reader opens them: Home in English and in Hindi (her
 * language cookie), Stories' first page, and with her filters in the address as the page keeps
 * them (a common tag sorted by likes, two tags oldest first).
 */
const PAGES: readonly (Omit<Row, 'url'> & { path: string })[] = [
  { label: 'Home', path: '/' },
  { label: 'Home in Hindi', path: '/', headers: { cookie: `${LANGUAGE_COOKIE}=hi` } },
  { label: 'Home, drawn afresh each time', path: '/', fresh: true },
  { label: 'Stories', path: '/stories' },
  { label: 'Stories, drawn afresh each time', path: '/stories', fresh: true },
  ...(
    [
      [['Workplace Harassment'], 'likes'],
      [['Cyberbullying', 'Healing'], 'oldest'],
    ] as const
  ).map(([tags, sort]) => ({
    label: `Stories, ${tags.join(' or ')}, ${sort}`,
    path: `/stories?${withStoryFilters(new URLSearchParams(), { tags: [...tags], sort })}`,
  })),
];

/** What a browser asks a page with: it takes it compressed (Chromium sends these). */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Whether `dir` holds a client build with its server-side renderer. */
function hasRenderedBuild(dir: string): boolean {
  return (
    existsSync(join(dir, 'index.html')) && existsSync(join(renderDirFor(dir), RENDER_ENTRY_FILE))
  );
}

/** Fails unless the page came rendered with its stories (not the built page sent on failure). */
async function assertRendered(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const html = await response.text();
  if (
    response.headers.get('cache-control') !== 'no-store' ||
    !html.includes(SERVED_DATA_ELEMENT_ID)
  ) {
    throw new Error(`${url} was not rendered with its stories (the built page was sent)`);
  }
}

function listPath(sort: StorySort, tags: readonly StoryTag[], cursor?: string): string {
  const params = new URLSearchParams({ sort });
  for (const tag of tags) params.append('tags', tag);
  if (cursor) params.set('cursor', cursor);
  return `/api/stories?${params}`;
}

interface Measured {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  failures: number;
}

/** Every answer's time, kept whole so the percentiles are exact (autocannon has no p95). */
async function measure(
  url: string,
  durationS: number,
  { headers = {}, fresh = false }: Pick<Row, 'headers' | 'fresh'> = {},
): Promise<Measured> {
  const times: number[] = [];
  const { pathname, search } = new URL(url);
  let asked = 0;
  // Each request its own address (a parameter the page ignores), so no render is reused.
  const freshRequests = [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: `${pathname}${search ? `${search}&` : '?'}fresh=${(asked += 1)}`,
      }),
    },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: durationS,
        headers,
        ...(fresh ? { requests: freshRequests } : {}),
      },
      (error: unknown, finished) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed'))
          : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return {
    p50: at(0.5) ?? NaN,
    p95: at(0.95) ?? NaN,
    p99: at(0.99) ?? NaN,
    perSecond: times.length / durationS,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * CPU time (user and system) the processes have used so far, in ms: what a request costs,
 * whatever else the machine is doing (its latency counts the waiting for a core as well).
 */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // Gone (a pooled connection closed): its time is lost, which the run's length dwarfs.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The PostgreSQL backends serving the server's pool, to count their CPU time. */
async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

const ms = (value: number) =>
  Number.isNaN(value) ? '     - ms' : `${value.toFixed(1).padStart(6)} ms`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function seed(db: Database) {
  // A PostgreSQL given on the command line may hold an earlier run's rows.
  await db.execute(sql`truncate table reactions, reports, media, stories, "user" cascade`);
  const started = Date.now();
  await seedListStories(db, SIZE);
  const [counts] = rowsOf<{ stories: number; reactions: number; hidden: number }>(
    await db.execute(sql`select (select count(*) from stories)::int as stories,
      (select count(*) from reactions)::int as reactions,
      (select count(*) from stories where hidden_at is not null)::int as hidden`),
  );
  console.log(
    `seeded ${counts?.stories} stories (${counts?.hidden} hidden) and ${counts?.reactions} reactions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

interface Row {
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** Every request at an address of its own: what a page costs when no render can be reused. */
  fresh?: boolean;
  /**
   * Stories written meanwhile (PostgreSQL only), so kept answers go stale: this many a second,
   * or without pause (every answer then read afresh, as a signed-in reader's always is).
   */
  storiesWritten?: number | 'without pause';
}

/**
 * Writes a story (its reactions count, unchanged) as often as `pace` says until stopped: each
 * write moves public_stories_version, as a like, an edit or a report would.
 */
function writeStoriesMeanwhile(url: string, pace: NonNullable<Row['storiesWritten']>) {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let written = 0;
  const running = (async () => {
    await client.connect();
    const pauseMs = pace === 'without pause' ? 0 : 1000 / pace;
    const started = performance.now();
    while (!stopped) {
      await client.query(
        'update stories set reactions_count = reactions_count where id = (select id from stories limit 1)',
      );
      written += 1;
      const due = started + written * pauseMs - performance.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await running;
    return written;
  };
}

/**
 * Each row's own warm-up, not reported: its first second would time V8 compiling that row's code
 * path (a query shape, a page's render) and the kept answer's first read, not the steady state
 * the goal is about. Before each row had one, the first row of each table came out highest.
 */
const WARM_UP_S = 1;

/** One table row: the percentiles, throughput and CPU a request cost (see cpuMs). */
async function measureRow(row: Row, pids: { server: number; database: readonly number[] }) {
  await measure(row.url, WARM_UP_S, row);
  const serverBefore = cpuMs([pids.server]);
  const dbBefore = cpuMs(pids.database);
  const stopWriting =
    row.storiesWritten && postgresUrl
      ? writeStoriesMeanwhile(postgresUrl, row.storiesWritten)
      : null;
  const result = await measure(row.url, seconds, row);
  // The writer's own backend is not among pids: its CPU is not counted as the list's.
  const written = await stopWriting?.();
  const requests = result.perSecond * seconds;
  const perRequest = (spent: number) => (spent / Math.max(1, requests)).toFixed(2).padStart(5);
  console.log(
    `${row.label.padEnd(48)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)} ${String(Math.round(result.perSecond)).padStart(6)}` +
      `  ${perRequest(cpuMs([pids.server]) - serverBefore)}, ${postgresUrl ? perRequest(cpuMs(pids.database) - dbBefore) : '  (in)'}` +
      `  ${loadavg()[0]?.toFixed(2)}` +
      (result.failures > 0 ? `  (${result.failures} failed)` : '') +
      (written === undefined ? '' : `  (${Math.round(written / seconds)} writes/s)`),
  );
}

const COLUMNS =
  '      p50       p95       p99    req/s  CPU ms/request: server, database  load (1 min)';

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sahas-bench-'));
  const dbDir = join(dataDir, 'db');
  const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: dbDir });
  const paths: (Pick<Row, 'label' | 'storiesWritten'> & { path: string })[] = [];
  try {
    if (reseed || !postgresUrl) await seed(database.db);
    for (const sort of pagesOnly ? [] : SORTS) {
      for (const tags of FILTERS) {
        const filter = tags.length > 0 ? tags.join(' or ') : 'all';
        const deep = await deepCursor(database.db, sort, tags);
        for (const cursor of [undefined, deep]) {
          const label = `${sort}, ${filter}, ${cursor ? 'deep' : 'first'} page`;
          paths.push({ label, path: listPath(sort, tags, cursor) });
          if (explainOnly) {
            const params = { sort, tags, cursor: cursor ? decodeCursor(cursor, sort) : null };
            console.log(label, await planSummary(database.db, { ...params, limit: 10 }));
          }
        }
      }
    }
    if (!pagesOnly) {
      paths.push({ label: 'top stories (Home)', path: '/api/stories/top' });
      if (postgresUrl) paths.push(...CHANGING_ROWS);
    }
  } finally {
    await database.close();
  }
  if (explainOnly) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }

  const rendered = hasRenderedBuild(staticDir);
  if (!rendered) {
    console.warn(
      `No client build with its renderer in ${staticDir}: the rendered pages are skipped.`,
    );
  }
  buildServerBundleOnce();
  const server = spawnServer(
    {
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      DATA_DIR: dataDir,
      // An empty folder when there is no build: the server then mounts no pages.
      STATIC_DIR: rendered ? staticDir : dataDir,
      DEMO_DATA: 'off',
      PUBLIC_URL: 'http://127.0.0.1',
    },
    await freePort(),
    [...nodeFlags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  );
  try {
    await waitUntilHealthy(server);
    // Its request log is read by nobody here: drained, not kept.
    server.child.stdout?.removeAllListeners('data').resume();
    const pages = rendered
      ? PAGES.map(({ path, ...page }) => ({
          ...page,
          url: `${server.url}${path}`,
          headers: { ...PAGE_HEADERS, ...page.headers },
        }))
      : [];
    for (const page of pages) await assertRendered(page.url, page.headers);
    const lists = paths.map(({ path, ...row }) => ({ ...row, url: `${server.url}${path}` }));
    // The rows with stories written meanwhile last: the vacuum their writes set off would
    // otherwise run through the rows after them.
    const rows: Row[] = [
      ...lists.filter((row) => !row.storiesWritten),
      ...pages,
      ...lists.filter((row) => row.storiesWritten),
    ].filter((row) => rowsMatching.test(row.label));
    // The server's first requests, before the database's backends are listed: its pool opens
    // them as it needs them. Then every row has its own warm-up too (measureRow).
    const first = rows[0];
    if (first) await measure(first.url, 2 * WARM_UP_S, first);
    const pids = {
      server: server.child.pid ?? 0,
      database: postgresUrl ? await backendPids(postgresUrl) : [],
    };
    console.log(
      `\n${postgresUrl ? 'PostgreSQL' : 'PGlite'}, ${SIZE.stories} stories, ${SIZE.reactions} reactions, ` +
        `${CONNECTIONS} connections, ${seconds} s per row; load average ${load()}` +
        (nodeFlags.length > 0 ? `; server node flags ${nodeFlags.join(' ')}` : ''),
    );
    let heading = '';
    for (const row of rows) {
      const table = pages.some((page) => page.url === row.url)
        ? 'page, rendered by the server'
        : 'list';
      if (table !== heading) console.log(`${table.padEnd(48)}${COLUMNS}`);
      heading = table;
      await measureRow(row, pids);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
