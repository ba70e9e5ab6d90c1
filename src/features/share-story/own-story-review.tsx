import { Clock, PenLine, ShieldCheck } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { type RedactableField, sendBackReasonKey } from '@/domain/review';
import { message } from '@/i18n/message';

const BOX = 'flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-ink';

const FIELD_NAMES: Record<RedactableField, MessageDescriptor> = {
  title: msg`the title`,
  content: msg`the text`,
  content_warning: msg`the content warning`,
};

/**
 * What review before publishing (issue 36) did with one of her stories, in Your Stories: waiting
 * for a moderator (what that means, how long it usually takes), sent back with the reason (and
 * what she can do), or published with what a moderator changed. Nothing for a story published
 * as she wrote it.
 */
export function OwnStoryReview({
  story,
}: {
  story: Pick<Story, 'review_state' | 'review_reason' | 'redacted_fields'>;
}) {
  const { t, i18n } = useLingui();
  if (story.review_state === 'waiting') {
    const days = LIMITS.storyReviewUsualDays;
    return (
      <div className={BOX}>
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <Trans>
            <strong className="font-semibold">Waiting for review.</strong> A moderator reads each
            story before it appears, to keep you and the people in it safe. This usually takes up to{' '}
            {days} days. Until then only you can see it; you can still edit or delete it.
          </Trans>
        </p>
      </div>
    );
  }
  if (story.review_state === 'sent_back') {
    const reason = message(sendBackReasonKey(story.review_reason ?? 'other'));
    return (
      <div className={BOX}>
        <PenLine aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <Trans>
            <strong className="font-semibold">Sent back.</strong> A moderator has not published this
            story yet. Reason: {reason}. You can edit it and send it again, and it will be read
            again; or you can delete it. Only you can see it.
          </Trans>
        </p>
      </div>
    );
  }
  const changed = story.redacted_fields ?? [];
  if (changed.length === 0) return null;
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    changed.map((field) => i18n._(FIELD_NAMES[field])),
  );
  const note = message('storyRedactedNote');
  return (
    <div className={BOX}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>{t`To protect your privacy, a moderator changed ${fields} before publishing it. Readers see the note "${note}".`}</p>
    </div>
  );
}
