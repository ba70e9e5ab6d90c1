// The tables whose rows say what a person wrote or who she is: rewritten after an account
// erasure, and once a day, so deleted rows leave the embedded database's files
// (server/db/compaction.ts).
import { getTableName } from 'drizzle-orm';
import {
  account,
  limitCounters,
  mailQueue,
  media,
  ngoRequests,
  profiles,
  publicStoryTags,
  rateLimit,
  reactions,
  reports,
  reviewAudit,
  session,
  stories,
  storyMailOptIns,
  storySupport,
  supportSeen,
  testimonials,
  user,
  vaultAttachments,
  vaultItems,
  vaultKeys,
  verification,
} from './schema';

/** Every table that can hold a row of hers (or her address, or a counter keyed on it). */
export const PERSONAL_TABLES: readonly string[] = [
  stories,
  // Each public story's tags and dates, by its id: what a deleted story leaves there goes too.
  publicStoryTags,
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
  // Her story's id is cleared from its review rows when the story goes: rewritten, the old
  // versions leave the files too.
  reviewAudit,
  // Her vault's ciphertext: sealed, but erased as completely as the rest (issue 37).
  vaultKeys,
  vaultItems,
  vaultAttachments,
  // Whether she asked for mail about her stories, and in which language (issue 36).
  storyMailOptIns,
  // Support sent to her stories (who sent it, to which story) and when she last read it.
  storySupport,
  supportSeen,
].map((table) => getTableName(table));
