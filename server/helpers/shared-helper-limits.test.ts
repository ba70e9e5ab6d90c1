// Several servers behind one load balancer, on one database: the helpers' per-client limits are
// counted in that database, so a client spreading calls over the servers gets the limit once,
// not once per server. Runs on PGlite (two servers in this process sharing its one handle), and
// on PostgreSQL when TEST_DATABASE_URL is set (two pools, each migrating at start, as two server
// processes would).
import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHelpers } from '../../helpers/helper-services';
import { parseHelpersConfig } from '../../helpers/helpers-config';
import { inProcessRateLimiters, type RateLimiterFactory } from '../../helpers/rate-limiter';
import { startFakeUpstream, type FakeUpstream } from '../../helpers/testing/fake-upstream';
import type { OpenDatabase } from '../db/database';
import { limitCounters, rateLimit } from '../db/schema';
import { createTestServer, openOneDatabaseTwice, type TestServer } from '../testing/test-server';
import {
  createDatabaseRateLimiter,
  databaseRateLimiters,
  helperLimitKey,
} from './database-rate-limiter';

const LIMIT = 4;
const CALLS = 3 * LIMIT;
const SECRET = 'a-secret-long-enough-for-the-limit-counters';

let model: FakeUpstream;
let databases: [OpenDatabase, OpenDatabase];
let shared: [TestServer, TestServer];
let apart: [TestServer, TestServer];

beforeAll(async () => {
  model = await startFakeUpstream(() => ({
    body: {
      choices: [
        { message: { content: '{"title": "", "content": "अनुवाद"}' }, finish_reason: 'stop' },
      ],
    },
  }));
  databases = await openOneDatabaseTwice();
  const server = async (database: OpenDatabase, limiters: RateLimiterFactory) => {
    const config = parseHelpersConfig({
      TRANSLATION_PROVIDER: 'openai',
      GRAMMAR_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_MODEL: 'test-model',
      HELPERS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // Every call goes to the provider: what is counted is what reaches it.
      HELPERS_CACHE_ENTRIES: '0',
    });
    // One proxy in front, as a load balancer: its X-Forwarded-For names the client.
    return createTestServer({
      database,
      trustProxy: 1,
      helpers: createHelpers(config, () => {}, limiters),
    });
  };
  shared = [
    await server(databases[0], databaseRateLimiters(databases[0].db, SECRET)),
    await server(databases[1], databaseRateLimiters(databases[1].db, SECRET)),
  ];
  apart = [
    await server(databases[0], inProcessRateLimiters),
    await server(databases[1], inProcessRateLimiters),
  ];
});

beforeEach(async () => {
  await databases[0].db.delete(limitCounters);
});

afterAll(async () => {
  for (const server of [...(shared ?? []), ...(apart ?? [])]) await server?.close();
  for (const database of new Set(databases)) await database.close();
  await model?.close();
});

let clients = 0;
/** A client address of its own per call site: counts never carry over between tests. */
const newClient = () => `203.0.113.${(clients += 1)}`;

function translate(server: TestServer, client: string, call: number) {
  return server.request('/.netlify/functions/translate', {
    body: { title: '', content: `Story ${call}`, targetLang: 'hi' },
    headers: { 'x-forwarded-for': client },
  });
}

/** Makes `CALLS` calls, the n-th to `pick(n)`, one after another; returns the statuses. */
async function callInTurn(pick: (call: number) => TestServer, client = newClient()) {
  const statuses: number[] = [];
  for (let call = 0; call < CALLS; call += 1) {
    statuses.push((await translate(pick(call), client, call)).status);
  }
  return statuses;
}

/** The first server of the pair for even calls, the second for odd ones. */
const turn = (pair: [TestServer, TestServer], call: number) => pair[call % 2 === 0 ? 0 : 1];

const allowed = (statuses: number[]) => statuses.filter((status) => status === 200).length;
const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe('helper limits on several servers sharing one database', () => {
  it('allow the same total whether calls go to one server or alternate between two', async () => {
    const oneServer = await callInTurn(() => shared[0]);
    const twoServers = await callInTurn((call) => turn(shared, call));
    expect(allowed(oneServer)).toBe(LIMIT);
    expect(allowed(twoServers)).toBe(LIMIT);
    expect(refused(twoServers)).toBe(CALLS - LIMIT);
    // The first LIMIT calls pass, whichever server they reach; every later one is refused.
    expect(twoServers).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(CALLS - LIMIT).fill(429),
    ]);
  });

  it('allow the limit once when the calls arrive at both servers at the same moment', async () => {
    const client = newClient();
    const asked = model.received.length;
    const statuses = await Promise.all(
      Array.from({ length: CALLS }, (_, call) => translate(turn(shared, call), client, call)),
    ).then((responses) => responses.map((response) => response.status));
    expect(allowed(statuses)).toBe(LIMIT);
    expect(refused(statuses)).toBe(CALLS - LIMIT);
    expect(model.received.length - asked).toBe(LIMIT);
  });

  it('count each client on its own, on every server', async () => {
    const busy = newClient();
    await callInTurn((call) => turn(shared, call), busy);
    const other = newClient();
    expect((await translate(shared[1], other, 0)).status).toBe(200);
    expect((await translate(shared[0], busy, 0)).status).toBe(429);
  });

  it('would give a client the limit once per server if each counted in its own memory', async () => {
    // What the shared count prevents: the same calls through in-process limiters.
    const twoServers = await callInTurn((call) => turn(apart, call));
    expect(allowed(twoServers)).toBe(2 * LIMIT);
  });
});

describe('the database limiter', () => {
  const MINUTE = 60_000;

  it('counts one window per client and helper across handles, then opens again', async () => {
    let now = 1_000_000;
    const limiter = (database: OpenDatabase, helper: 'translate' | 'grammar') =>
      createDatabaseRateLimiter({
        db: database.db,
        secret: SECRET,
        helper,
        limit: 2,
        now: () => now,
      });
    const translateHere = limiter(databases[0], 'translate');
    const translateThere = limiter(databases[1], 'translate');
    const grammar = limiter(databases[0], 'grammar');

    expect(await translateHere.take('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(await translateThere.take('a')).toEqual({ allowed: true });
    now += 5_000;
    // The window began at the first call: 45 s of it are left.
    expect(await translateHere.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await translateThere.take('b')).toEqual({ allowed: true });
    expect(await grammar.take('a')).toEqual({ allowed: true });

    now += 45_000;
    expect(await translateThere.take('a')).toEqual({ allowed: true });
  });

  it("forgets windows long over, and leaves other limits' counters alone", async () => {
    let now = 5_000_000;
    const db = databases[0].db;
    const limiter = createDatabaseRateLimiter({
      db,
      secret: SECRET,
      helper: 'translate',
      limit: 1,
      now: () => now,
    });
    for (let client = 0; client < 20; client += 1) await limiter.take(`203.0.113.${client}`);
    await db
      .insert(limitCounters)
      .values({ key: 'account:abc:/sign-in/email', count: 1, windowStartedAt: 0 });

    now += 2 * MINUTE;
    await limiter.take('198.51.100.7');
    const rows = await db
      .select({ key: limitCounters.key })
      .from(limitCounters)
      .orderBy(asc(limitCounters.key));
    expect(rows.map((row) => row.key)).toEqual(
      ['account:abc:/sign-in/email', helperLimitKey(SECRET, 'translate', '198.51.100.7')].sort(),
    );
    // The client's address itself is never stored.
    expect(rows.some((row) => row.key.includes('198.51.100.7'))).toBe(false);
  });

  it('keeps its counts apart from better-auth, whose limiter empties rate_limit', async () => {
    const db = databases[0].db;
    const limiter = createDatabaseRateLimiter({ db, secret: SECRET, helper: 'grammar', limit: 1 });
    expect(await limiter.take('192.0.2.9')).toEqual({ allowed: true });
    await db.delete(rateLimit);
    expect((await limiter.take('192.0.2.9')).allowed).toBe(false);
  });

  it('hashes client addresses with the secret, not a plain hash anyone can recompute', () => {
    const key = helperLimitKey(SECRET, 'translate', '192.0.2.9');
    const plain = createHash('sha256').update('192.0.2.9').digest('hex');
    expect(key).not.toContain(plain);
    expect(
      helperLimitKey('another-secret-long-enough-for-counters', 'translate', '192.0.2.9'),
    ).not.toBe(key);
  });
});
