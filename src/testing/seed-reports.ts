// Readers' reports on a story, written as the report route writes them, for the moderation
// screens: how many, with which reasons, and whether they hid the story.
import type { ReportReason } from '@/domain/vocabularies';
import { seedUser } from '@/testing/seed';
import { addReport, type TestServer } from '@/testing/server-side';

export interface SeedReportsOptions {
  /** Whether the last report hides the story, as the threshold being reached does. */
  hide?: boolean;
}

/**
 * One report per reason, each from another verified reader. The threshold is the number of
 * reports when `hide` is set (the last one hides it), and out of reach otherwise.
 */
export async function seedReports(
  server: TestServer,
  storyId: string,
  reasons: readonly ReportReason[],
  { hide = false }: SeedReportsOptions = {},
): Promise<void> {
  for (const [n, reason] of reasons.entries()) {
    await addReport(server.db, {
      storyId,
      userId: await seedUser(server, `reader-${n + 1}@example.org`),
      reason,
      reportsToHide: hide ? reasons.length : Number.MAX_SAFE_INTEGER,
    });
  }
}
