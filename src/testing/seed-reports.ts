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
 * One report per reason, each from another reader. To hide the story the readers are verified
 * (only they count towards hiding) and the threshold is their number; otherwise they need not be
 * (every report still reaches the admins, and a sign-up costs less than a confirmed one).
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
      userId: hide
        ? await seedUser(server, `reader-${n + 1}@example.org`)
        : await seedUser(server, `unconfirmed-reader-${n + 1}@example.org`, { verified: false }),
      reason,
      reportsToHide: hide ? reasons.length : Number.MAX_SAFE_INTEGER,
    });
  }
}
