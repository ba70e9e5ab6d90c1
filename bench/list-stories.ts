// Benchmark (not a test): list-stories throughput with 100k stories and 1M reactions.
// Usage: npx tsx --tsconfig tsconfig.server.json bench/list-stories.ts [--postgres URL]
// Prints p50/p99 latency and requests per second for each sort, on PGlite or PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { createAuth } from '../server/auth/auth';
import { openDatabase, type Database } from '../server/db/database';
import { seedStories } from './seed-stories';

const STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
const USERS = 1_000;
const REACTED_STORIES = 1_000; // 1,000 users x 1,000 stories = 1M reactions
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const postgresUrl = process.argv.includes('--postgres')
  ? process.argv[process.argv.indexOf('--postgres') + 1]
  : undefined;

async function seed(db: Database) {
  const started = Date.now();
  await seedStories(db, { stories: STORIES, users: USERS, reactedStories: REACTED_STORIES });
  console.log(
    `seeded ${STORIES} stories and ${USERS * REACTED_STORIES} reactions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sahas-bench-'));
  const database = await openDatabase({ databaseUrl: postgresUrl, dataDir });
  try {
    await resetDatabase(database.db);
    await seed(database.db);
    const auth = createAuth({
      db: database.db,
      mailer: { send: async () => {} },
      publicUrl: 'http://127.0.0.1',
      secret: 'bench-secret-that-is-long-enough-for-better-auth',
      enumerationProtection: true,
      rateLimit: false,
      google: undefined,
      logLevel: 'error',
    });
    const app = createApp({
      env: {
        adminEmails: new Set(),
        google: undefined,
        staticDir: '',
        mediaDir: dataDir,
        publicUrl: 'http://127.0.0.1',
      },
      db: database.db,
      auth,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;

    console.log(`\n${database.kind}, ${DURATION_S} s per run, 20 connections`);
    for (const path of [
      '/api/stories?sort=newest',
      '/api/stories?sort=likes',
      '/api/stories?sort=oldest',
      '/api/stories?sort=newest&tags=Legal&tags=Healing',
      '/api/stories/top',
    ]) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections: 20,
        duration: DURATION_S,
      });
      console.log(
        `${path.padEnd(52)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  (${result.non2xx} non-2xx)`,
      );
    }
    server.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function resetDatabase(db: Database) {
  // A PostgreSQL given on the command line may hold an earlier run's rows.
  await db.execute(sql`truncate table reactions, reports, media, stories, "user" cascade`);
}

await main();
