// Benchmark (not a test): list and upload throughput for one server, then for two behind a
// round-robin client, on one PostgreSQL and one S3-compatible bucket (s3rver).
// Usage: npx tsx --tsconfig tsconfig.server.json bench/scale-out.ts [--postgres=URL]
// Without --postgres a throwaway PostgreSQL is started (scripts/postgres.sh) and stopped at the
// end. BENCH_SECONDS (default 10) is the length of each measurement.
import { execFileSync, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { startS3TestServer } from '../server/testing/s3-test-server';
import {
  type ServerProcess,
  buildServerBundle,
  spawnServer,
  waitUntilHealthy,
} from '../server/testing/server-process';
import { onExit, running, runCleaningUp } from './scale-out-cleanup';
import { flag, option } from './command-line';
import {
  type ListResult,
  type UploadResult,
  listLoad,
  photoOfSize,
  uploadLoad,
} from './scale-out-load';
import { seedStories } from './seed-stories';
import { LARGE } from './seeded-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIST_CONNECTIONS = 16;
const UPLOAD_WORKERS = 8;
const PHOTO_BYTES = 200_000;
const SERVER_PORTS = [47300, 47301];
const POSTGRES_PORT = 47350;
const DATABASE = 'sahas_bench_scale_out';
const PUBLIC_URL = 'http://sahas.lb.test';
const PASSWORD = 'Str0ng!pass';
const LIST_PATH = '/api/stories';

function throwawayPostgres(): string {
  const out = execFileSync('bash', ['scripts/postgres.sh'], {
    env: { ...process.env, PGTEST_PORT: String(POSTGRES_PORT) },
    encoding: 'utf8',
  });
  const [dir, url] = out.trim().split('\n').at(-1)?.split(' ') ?? [];
  if (!dir || !url) throw new Error(`scripts/postgres.sh printed: ${out}`);
  const stop = ['bash', 'scripts/postgres.sh', 'stop', dir];
  onExit(() => void execFileSync('bash', stop.slice(1)), stop);
  return url;
}

/** Drops and creates the bench's own database on the server at `baseUrl`; its URL. */
async function freshDatabase(baseUrl: string): Promise<string> {
  const run = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`;
  await run(drop, `CREATE DATABASE ${DATABASE}`);
  // Dropped again after the servers stop, so a PostgreSQL given with --postgres keeps no trace.
  onExit(() => run(drop));
  const url = new URL(baseUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Migrates and seeds here, before any server starts; prints how long seeding took. */
async function seed(databaseUrl: string, scratch: string) {
  const database = await openDatabase({ databaseUrl, dataDir: scratch });
  try {
    const started = performance.now();
    await seedStories(database.db, LARGE);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const reactions = LARGE.users * LARGE.reactedStories;
    console.log(`seeded ${LARGE.stories} stories and ${reactions} reactions in ${seconds} s`);
  } finally {
    await database.close();
  }
}

interface Bucket {
  env: Record<string, string>;
  directory: string;
}

/** s3rver in a child process (this file with --s3rver), so it takes no turns in this loop. */
function bucketInChild(): Promise<Bucket> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--s3rver'], {
      // Its AWS SDK would print a notice about Node versions in the middle of the results.
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    // Listened for now: after Ctrl-C it may be gone before the clean-up asks.
    const exited = new Promise((done) => child.once('exit', done));
    onExit(async () => {
      if (running(child)) child.kill('SIGTERM');
      await exited;
    }, ['kill', String(child.pid)]);
    child.once('message', (message) => {
      const bucket = message as Bucket;
      // Its own close() removes it, unless s3rver crashed.
      onExit(
        () => rm(bucket.directory, { recursive: true, force: true }),
        ['rm', '-rf', bucket.directory],
      );
      resolve(bucket);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver child exited with ${code}`)));
  });
}

async function startServer(env: Record<string, string>, root: string, port: number) {
  const server = spawnServer(
    {
      ...env,
      DATA_DIR: join(root, String(port)),
      PUBLIC_URL,
      AUTH_SECRET: 'the-same-secret-on-every-server-0123456789',
      DEMO_DATA: 'off',
      AUTH_RATE_LIMIT: 'off',
    },
    port,
  );
  onExit(async () => {
    if (running(server.child)) server.child.kill('SIGTERM');
    await server.exited;
  }, ['kill', String(server.child.pid)]);
  await waitUntilHealthy(server);
  return server;
}

async function post(url: string, body: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up `count` users and signs each in; their session cookies (good on every server). */
async function signedInUsers(server: ServerProcess, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `bench-uploader-${i}@example.org`;
    await post(`${server.url}/api/auth/sign-up/email`, {
      email,
      password: PASSWORD,
      name: 'Anonymous',
    });
    const signedIn = await post(`${server.url}/api/auth/sign-in/email`, {
      email,
      password: PASSWORD,
    });
    cookies.push(
      signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    );
  }
  return cookies;
}

interface Row {
  setup: string;
  list: ListResult;
  upload: UploadResult;
}

async function measure(setup: string, servers: string[], cookies: string[]): Promise<Row> {
  const photo = photoOfSize(PHOTO_BYTES);
  // Warm every server's code paths, connection pool and caches before counting.
  await listLoad(servers, LIST_PATH, { connections: LIST_CONNECTIONS, seconds: 1 });
  await uploadLoad(servers, { cookies, origin: PUBLIC_URL, photo, seconds: 1 });

  const list = await listLoad(servers, LIST_PATH, {
    connections: LIST_CONNECTIONS,
    seconds: SECONDS,
  });
  console.log(
    `${setup}: list ${Math.round(list.requestsPerSecond)} req/s, p50 ${list.p50Ms} ms, p99 ${list.p99Ms} ms (${LIST_CONNECTIONS} connections)`,
  );
  const upload = await uploadLoad(servers, {
    cookies,
    origin: PUBLIC_URL,
    photo,
    seconds: SECONDS,
  });
  console.log(
    `${setup}: upload ${upload.uploadsPerSecond.toFixed(1)}/s, ${upload.megabytesPerSecond.toFixed(1)} MB/s, p50 ${Math.round(upload.p50Ms)} ms, p99 ${Math.round(upload.p99Ms)} ms (${upload.uploads} uploads, ${cookies.length} users)`,
  );
  return { setup, list, upload };
}

function printTable(rows: Row[]) {
  const header = ['setup', 'list req/s', 'list p99 ms', 'uploads/s', 'upload p99 ms'];
  const cells = rows.map((row) => [
    row.setup,
    String(Math.round(row.list.requestsPerSecond)),
    String(row.list.p99Ms),
    row.upload.uploadsPerSecond.toFixed(1),
    String(Math.round(row.upload.p99Ms)),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((c) => c[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join(' | ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of cells) console.log(line(row));
}

async function main() {
  buildServerBundle();
  const baseUrl = option('postgres') ?? throwawayPostgres();
  if (!baseUrl) throw new Error('--postgres=URL needs a URL');
  const root = await mkdtemp(join(tmpdir(), 'sahas-bench-scale-out-'));
  onExit(() => rm(root, { recursive: true, force: true }), ['rm', '-rf', root]);

  const databaseUrl = await freshDatabase(baseUrl);
  await seed(databaseUrl, join(root, 'seed'));
  const bucket = await bucketInChild();
  const env = { ...bucket.env, DATABASE_URL: databaseUrl };
  const cores = availableParallelism();
  console.log(
    `PostgreSQL, media in s3rver, ${SECONDS} s per run, ${PHOTO_BYTES / 1000} KB JPEG uploads`,
  );

  const first = await startServer(env, root, SERVER_PORTS[0] as number);
  const cookies = await signedInUsers(first, UPLOAD_WORKERS);
  const rows = [await measure('1 server', [first.url], cookies)];
  const second = await startServer(env, root, SERVER_PORTS[1] as number);
  rows.push(await measure('2 servers, round-robin', [first.url, second.url], cookies));

  printTable(rows);
  console.log(
    `\n${cores} cores: the servers, PostgreSQL, s3rver and this client all share them, so two servers cannot double the throughput of one here.`,
  );
}

/** The child: s3rver, with one object that stays under the media prefix. */
async function serveBucket() {
  const s3 = await startS3TestServer();
  process.once('SIGTERM', () => void s3.close().finally(() => process.exit(0)));
  // s3rver removes a folder once its last object is deleted; a put into that folder at the
  // same moment then fails (ENOENT) and crashes s3rver. A lasting object keeps `media/` there.
  // The store lists only media names, so the servers' sweep never sees it.
  const { bucket, ...config } = s3.settings;
  const client = new S3Client(config);
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'media/keep', Body: 'keep' }));
  client.destroy();
  process.send?.({ env: s3.env, directory: s3.directory } satisfies Bucket);
}

if (flag('s3rver')) {
  await serveBucket();
} else {
  await runCleaningUp(main);
}
