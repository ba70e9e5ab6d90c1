// Erased rows leave the embedded database's files. A DELETE only marks rows dead: their bytes
// stay in the table's pages until a write happens to reuse the space, and in the write-ahead
// log. After an erasure this rewrites the tables that held her rows (VACUUM FULL writes a new
// file of the live rows and empties the old one), then starts a new WAL segment and checkpoints,
// so the segments holding the DELETEd rows are removed (never recycled: see database.ts).
//
// In the background, never inside her request: a short quiet spell gathers erasures that come
// together into one rewrite, one rewrite runs at a time, and none waits more than a minute.
// A minute after start-up and once a day the same tables are rewritten too, for rows deleted
// otherwise (a story its author deleted, an expired session, a sent mail) and for an erasure
// whose rewrite a crash prevented.
// On PostgreSQL (DATABASE_URL) nothing runs here: VACUUM FULL takes an ACCESS EXCLUSIVE lock
// that stops every reader of the table for the rewrite, CHECKPOINT and pg_switch_wal need
// rights the server's role should not have, and the server's WAL archive, replicas and base
// backups are the operator's. There autovacuum makes the space reusable, and the operator's
// own maintenance (VACUUM FULL or pg_repack in a quiet hour) rewrites the files.
import { errorSummary } from '../http/error-handler';
import type { Logger } from '../logging/logger';
import type { Database } from './database';

/** How long a rewrite waits for other erasures to gather, and how long at most. */
export const COMPACTION_QUIET_MS = 10_000;
export const COMPACTION_MAX_WAIT_MS = 60_000;
/**
 * Every personal table is rewritten a minute after the database opens (rows deleted before a
 * crash or a restart, whose rewrite never ran), then once a day.
 */
export const COMPACTION_AFTER_START_MS = 60_000;
export const COMPACTION_EVERY_MS = 24 * 60 * 60 * 1000;

export interface CompactionScheduler {
  /** Asks for `tables` to be rewritten soon; returns at once. */
  request(tables: readonly string[]): void;
  /** Resolves once nothing is waiting or running (tests await the rewrite with it). */
  settled(): Promise<void>;
  /** Runs what is waiting now, then refuses further requests: for closing the database. */
  stop(): Promise<void>;
}

export interface CompactionOptions {
  /** Rewrites the tables named (drizzle table names, quoted by the caller). */
  compact: (tables: readonly string[]) => Promise<void>;
  log: Logger;
  quietMs?: number;
  maxWaitMs?: number;
}

export function compactionScheduler({
  compact,
  log,
  quietMs = COMPACTION_QUIET_MS,
  maxWaitMs = COMPACTION_MAX_WAIT_MS,
}: CompactionOptions): CompactionScheduler {
  const waiting = new Set<string>();
  let firstWaitingAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let idle = Promise.resolve();
  let markIdle: (() => void) | undefined;

  function arm() {
    clearTimeout(timer);
    const due = Math.min(quietMs, firstWaitingAt + maxWaitMs - Date.now());
    timer = setTimeout(() => void runWaiting(), Math.max(0, due));
    // A waiting rewrite must not keep a stopping process alive: stop() runs it instead.
    timer.unref();
  }

  async function runWaiting(): Promise<void> {
    timer = undefined;
    const tables = [...waiting].sort();
    waiting.clear();
    const started = Date.now();
    // Table names only in the log: nothing of what the rows held.
    const names = tables.join(',');
    running = compact(tables).then(
      () =>
        log.info('Rewrote tables to drop deleted rows', {
          tables: names,
          ms: Date.now() - started,
        }),
      (error: unknown) =>
        log.error('Rewriting tables to drop deleted rows failed', {
          tables: names,
          ...errorSummary(error),
        }),
    );
    await running;
    running = undefined;
    if (waiting.size === 0) {
      markIdle?.();
      markIdle = undefined;
    } else if (!stopped) {
      arm();
    }
  }

  return {
    request(tables) {
      if (stopped || tables.length === 0) return;
      if (!markIdle) idle = new Promise((resolve) => (markIdle = resolve));
      if (waiting.size === 0) firstWaitingAt = Date.now();
      for (const table of tables) waiting.add(table);
      // Requests during a rewrite wait for its end, then for their own quiet spell.
      if (!running) arm();
    },
    settled: () => idle,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      if (running) await running;
      if (waiting.size > 0) await runWaiting();
    },
  };
}

const schedulers = new WeakMap<Database, CompactionScheduler>();

/** Called by openDatabase for the embedded database only. */
export function registerCompaction(db: Database, scheduler: CompactionScheduler) {
  schedulers.set(db, scheduler);
}

/** The embedded database's scheduler; undefined on PostgreSQL, where nothing is rewritten. */
export function compactionOf(db: Database): CompactionScheduler | undefined {
  return schedulers.get(db);
}

/** Asks for `tables` to be rewritten after rows were erased from them (embedded database). */
export function requestCompaction(db: Database, tables: readonly string[]): void {
  compactionOf(db)?.request(tables);
}
