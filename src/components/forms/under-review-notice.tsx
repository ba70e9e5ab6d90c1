import { EyeOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/**
 * Tells an author, calmly and in words (not colour alone), that reports have hidden her story
 * from readers until a moderator reviews it.
 */
export function UnderReviewNotice() {
  return (
    <div className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-ink">
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        <Trans>
          <strong className="font-semibold">Under review.</strong> A few readers asked us to look at
          this story, so it is hidden from others until a moderator reviews it. You can still read,
          edit or delete it.
        </Trans>
      </p>
    </div>
  );
}
