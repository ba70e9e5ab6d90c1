// The tables an erasure deletes her rows from: rewritten in the background afterwards, so the
// rows leave the embedded database's files too (server/db/compaction.ts).
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/database';
import { requestCompaction } from '../db/compaction';
import {
  account,
  limitCounters,
  mailQueue,
  media,
  ngoRequests,
  profiles,
  rateLimit,
  reactions,
  reports,
  session,
  stories,
  testimonials,
  user,
  verification,
} from '../db/schema';

/** Every table that can hold a row of hers (or her address, or a counter keyed on it). */
export const ERASED_TABLES = [
  stories,
  testimonials,
  reactions,
  reports,
  media,
  ngoRequests,
  profiles,
  user,
  account,
  session,
  verification,
  rateLimit,
  limitCounters,
  mailQueue,
].map((table) => getTableName(table));

/** After an erasure has committed: returns at once, the rewrite follows within a minute. */
export function compactAfterErasure(db: Database): void {
  requestCompaction(db, ERASED_TABLES);
}
