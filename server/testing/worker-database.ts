// On PostgreSQL (CI), each test worker gets a database of its own on the one server, so server
// test files run side by side as they do on PGlite instead of taking turns on one database; a
// test that starts servers as processes gets a fresh one of its own, named by the test.
import pg from 'pg';

/** PostgreSQL's SQLSTATE for CREATE DATABASE of a name that exists. */
const DUPLICATE_DATABASE = '42P04';

let created: Promise<string> | undefined;

/**
 * `baseUrl` with its database replaced by this worker's (`<name>_w<pool id>`), created on first
 * use. Each worker is one process, so one creation per process is enough.
 */
export function workerDatabaseUrl(baseUrl: string): Promise<string> {
  created ??= createWorkerDatabase(baseUrl);
  return created;
}

async function createWorkerDatabase(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const name = `${url.pathname.slice(1)}_w${worker}`;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unusable test database name: ${name}`);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `baseUrl` with its database replaced by `name` (a plain identifier), dropped if it exists and
 * created empty, so the servers a test starts migrate it themselves.
 */
export async function freshDatabaseUrl(baseUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unusable test database name: ${name}`);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
