// Support's totals for admins (issue 36 item 1): how many messages were sent and how many stories
// received any. Nothing here reads a story id or a sender out of the database.
import { count, countDistinct } from 'drizzle-orm';
import type { SupportTotals } from '@/domain/support-totals';
import type { Database } from '../db/database';
import { storySupport } from '../db/schema';

export async function supportTotals(db: Database): Promise<SupportTotals> {
  const [row] = await db
    .select({ messages: count(), stories: countDistinct(storySupport.storyId) })
    .from(storySupport);
  return { messages: row?.messages ?? 0, stories: row?.stories ?? 0 };
}
