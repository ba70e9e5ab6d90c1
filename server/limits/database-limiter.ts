// The limiter of the self-hosted server: its counters in the database, so servers sharing one
// PostgreSQL see one count per client and per account.
import type { Database } from '../db/database';
import { databaseCounters, deleteCountersStartingWith } from './limit-counters';
import { createLimiter, type Limiter } from './limiter';

export interface DatabaseLimiter extends Limiter {
  /** Erasure: every counter about her account and her inbox goes (inside its transaction). */
  forget(tx: Pick<Database, 'delete'>, email: string): Promise<void>;
}

export function createDatabaseLimiter({
  db,
  secret,
  helperCallsPerMinute,
  now,
}: {
  db: Database;
  /** The server's secret: the keys are HMACs under it. */
  secret: string;
  helperCallsPerMinute: number;
  now?: () => number;
}): DatabaseLimiter {
  const limiter = createLimiter({
    counters: databaseCounters(db),
    secret,
    helperCallsPerMinute,
    now,
  });
  return {
    ...limiter,
    forget: (tx, email) => deleteCountersStartingWith(tx, limiter.countersAbout(email)),
  };
}
