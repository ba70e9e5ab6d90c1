// After an erasure, the tables that held her rows are rewritten in the background, so the rows
// leave the embedded database's files too (server/db/compaction.ts).
import type { Database } from '../db/database';
import { requestCompaction } from '../db/compaction';
import { PERSONAL_TABLES } from '../db/personal-tables';

/** After an erasure has committed: returns at once, the rewrite follows within a minute. */
export function compactAfterErasure(db: Database): void {
  requestCompaction(db, PERSONAL_TABLES);
}
