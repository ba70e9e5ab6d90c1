// The review queue and its audit log (issue 36), read for the admin and cached under her id with
// the other admin lists; each decision updates both here without asking the server again.
import useSWR from 'swr';
import type { ReviewAudit, ReviewQueue } from '@/domain/review';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { type QueryStatus, useQueryStatus } from '@/lib/data-layer/query-status';

export interface ReviewData {
  status: QueryStatus;
  queue: ReviewQueue['stories'];
  audit: ReviewAudit['entries'];
  retry: () => void;
  /** After a decision: the story leaves the queue, and the log is read again. */
  decided: (storyId: string) => void;
}

export function useReviewData(): ReviewData {
  const backend = useBackend();
  const { user } = useAuth();
  const data = useSWR(dataKey('admin-lists', user?.id ?? null, 'review'), async () => {
    const [queue, audit] = await Promise.all([
      backend.admin.reviewQueue({}),
      backend.admin.reviewAudit({}),
    ]);
    return { queue: queue.stories, audit: audit.entries };
  });
  const status = useQueryStatus(data);
  const { mutate } = data;
  return {
    status,
    queue: data.data?.queue ?? [],
    audit: data.data?.audit ?? [],
    retry: () => void mutate(),
    decided: (storyId) => {
      // The story leaves at once; the log (which names the admin) comes from the server.
      void mutate(
        (current) =>
          current && { ...current, queue: current.queue.filter((s) => s.id !== storyId) },
        { revalidate: true },
      );
    },
  };
}
