import type { ReportedStory } from '@/backend/port';

/** Most reported first; stories with as many reports keep the order they came in. */
export function byMostReported(items: readonly ReportedStory[]): ReportedStory[] {
  return [...items].sort((a, b) => b.reportCount - a.reportCount);
}
