// Opens the database (embedded PGlite by default, PostgreSQL when DATABASE_URL is set) and
// applies the migrations inside this process, before the server takes requests.
import { mkdirSync } from 'node:fs';
import { repoPath } from '../repo-path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { log } from '../logging/logger';
import {
  COMPACTION_AFTER_START_MS,
  COMPACTION_EVERY_MS,
  compactionScheduler,
  registerCompaction,
} from './compaction';
import { PERSONAL_TABLES } from './personal-tables';
import { pgliteStartParams } from './pglite-start-params';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for tests to start from. */
  dumpDataDir(): Promise<Blob>;
}

const migrationsFolder = repoPath('server/db/migrations');
// Any constant works: it only has to be the same in every process sharing one database.
const MIGRATION_LOCK_ID = 7_241_001;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir: string;
  /** PGlite only: start from this dumped data directory (tests start from a migrated one). */
  initialDataDir?: Blob | undefined;
  /** PGlite only: the quiet spell before erased rows are rewritten out (tests shorten it). */
  compactionQuietMs?: number;
  /** PGlite only: how often every personal table is rewritten (daily; tests shorten it). */
  compactionEveryMs?: number;
}): Promise<OpenDatabase> {
  // Each kind's driver loads only when used: a server on PostgreSQL never loads PGlite's
  // WebAssembly, and one on the embedded database never loads pg (a start is shorter by either).
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    // Several server processes may start together: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('Only PGlite dumps its data directory')),
    };
  }

  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, {
    loadDataDir: options.initialDataDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const database = db as unknown as Database;
  // A database in memory leaves nothing on disk to rewrite (and the tests' shared one is spared
  // a rewrite in the middle of a timing test).
  const compaction = options.dataDir.startsWith('memory://')
    ? null
    : startCompaction(database, client, options);
  return {
    db: database,
    kind: 'pglite',
    // A rewrite still waiting runs first: a server stopped right after an erasure leaves no rows.
    close: async () => {
      await compaction?.stop();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** A cheap round trip, for the readiness check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The rewrite of deleted rows out of an embedded database's files (server/db/compaction.ts):
 * after each erasure, a minute after opening (rows deleted before a crash or a restart, whose
 * rewrite never ran), and daily (rows deleted otherwise: a story, a session, a sent mail).
 */
function startCompaction(
  database: Database,
  client: PGlite,
  options: { compactionQuietMs?: number; compactionEveryMs?: number },
): { stop(): Promise<void> } {
  const scheduler = compactionScheduler({
    log,
    quietMs: options.compactionQuietMs,
    async compact(tables) {
      // One statement each: VACUUM cannot run inside a transaction block.
      for (const table of tables) await client.exec(`VACUUM FULL "${table.replaceAll('"', '""')}"`);
      // The segment holding the DELETEs is closed, and the checkpoint removes every segment
      // before it (wal_recycle=off: removed, not renamed for reuse with their bytes).
      await client.query('SELECT pg_switch_wal()');
      await client.exec('CHECKPOINT');
    },
  });
  registerCompaction(database, scheduler);
  const rewriteAll = () => scheduler.request(PERSONAL_TABLES);
  const afterStart = setTimeout(rewriteAll, COMPACTION_AFTER_START_MS);
  const daily = setInterval(rewriteAll, options.compactionEveryMs ?? COMPACTION_EVERY_MS);
  afterStart.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(afterStart);
      clearInterval(daily);
      return scheduler.stop();
    },
  };
}
