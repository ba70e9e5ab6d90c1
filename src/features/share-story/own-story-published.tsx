import { Eye, RotateCcw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Story } from '@/domain/entities';

/**
 * Her story is out where readers can see it (issue 36 item 3): said plainly, and more warmly when
 * an admin put it back after reports had hidden it. Nothing while it waits, was sent back or is
 * hidden: OwnStoryReview and UnderReviewNotice say those.
 */
export function OwnStoryPublished({
  story,
}: {
  story: Pick<Story, 'review_state' | 'under_review' | 'restored'>;
}) {
  if (story.review_state || story.under_review) return null;
  if (story.restored) {
    return (
      <div className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-ink">
        <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <Trans>
            <strong className="font-semibold">Restored.</strong> A moderator read the reports and
            put your story back. Readers can see it again.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <p className="inline-flex items-center gap-2 text-ink-muted">
      <Eye aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <Trans>
          <strong className="font-semibold">Published.</strong> Readers can see this story.
        </Trans>
      </span>
    </p>
  );
}
