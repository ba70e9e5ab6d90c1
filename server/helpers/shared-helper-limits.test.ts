// Several servers behind one load balancer, on one database: the helpers' per-client limits are
// counted in that database, so a client spreading calls over the servers gets the limit once,
// not once per server. Runs on PGlite (two servers in this process sharing its one handle), and
// on PostgreSQL when TEST_DATABASE_URL is set (two pools, each migrating at start, as two server
// processes would).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHelpers } from '../../helpers/helper-services';
import { parseHelpersConfig } from '../../helpers/helpers-config';
import { startFakeUpstream, type FakeUpstream } from '../../helpers/testing/fake-upstream';
import type { OpenDatabase } from '../db/database';
import { limitCounters } from '../db/schema';
import { createDatabaseLimiter } from '../limits/database-limiter';
import type { Limiter } from '../limits/limiter';
import { createTestServer, openOneDatabaseTwice, type TestServer } from '../testing/test-server';

const LIMIT = 4;
const CALLS = 3 * LIMIT;
const SECRET = 'a-secret-long-enough-for-the-limit-counters';

let model: FakeUpstream;
let databases: [OpenDatabase, OpenDatabase];
let shared: [TestServer, TestServer];

beforeAll(async () => {
  model = await startFakeUpstream(() => ({
    body: {
      choices: [
        { message: { content: '{"title": "", "content": "अनुवाद"}' }, finish_reason: 'stop' },
      ],
    },
  }));
  databases = await openOneDatabaseTwice();
  const server = async (database: OpenDatabase, limiter: Limiter) => {
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
      helpers: createHelpers(config, () => {}, limiter),
    });
  };
  const counted = (database: OpenDatabase) =>
    createDatabaseLimiter({ db: database.db, secret: SECRET, helperCallsPerMinute: LIMIT });
  shared = [
    await server(databases[0], counted(databases[0])),
    await server(databases[1], counted(databases[1])),
  ];
});

beforeEach(async () => {
  await databases[0].db.delete(limitCounters);
});

afterAll(async () => {
  for (const server of shared ?? []) await server?.close();
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
});
