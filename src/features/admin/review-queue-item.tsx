import { useId, useState } from 'react';
import { Check, Undo2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { findIdentifyingDetails } from '@/domain/identifying-details';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { SEND_BACK_REASONS, type SendBackReason } from '@/domain/review';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { useAfterWrite } from '@/lib/data-layer/after-write';
import { formToast } from '@/lib/toast';
import { IdentifyingDetailExcerpt } from '@/components/ui/identifying-detail-excerpt';
import { formatDate, storyTitle } from '@/features/admin/admin-text';

/**
 * One waiting story: its text with the identifying details marked (phone numbers, addresses...),
 * fields to redact its title, text and content warning, and Publish or Send back with a reason.
 * The server keeps which fields changed, never what they held.
 */
export function ReviewQueueItem({
  story,
  onDecided,
}: {
  story: Story;
  onDecided: (storyId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const afterWrite = useAfterWrite();
  const id = useId();
  const [title, setTitle] = useState(story.title);
  const [content, setContent] = useState(story.content);
  const [warning, setWarning] = useState(story.content_warning ?? '');
  const [reason, setReason] = useState<SendBackReason>('identifies-person');
  const [busy, setBusy] = useState(false);
  const name = storyTitle(i18n, story.title);
  const findings = [
    ...findIdentifyingDetails(title).map((detail) => ({ field: t`Title`, detail, text: title })),
    ...findIdentifyingDetails(content).map((detail) => ({
      field: t`Story`,
      detail,
      text: content,
    })),
  ];
  const toast = formToast(`review-${story.id}`);

  async function decide(run: () => Promise<Story>, said: string) {
    if (busy) return;
    setBusy(true);
    try {
      await run();
      toast.success(said);
      afterWrite('stories');
      onDecided(story.id);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      toast.error(
        code === 'reviewNotWaiting' ? message('reviewNotWaiting') : message('reviewFailed'),
      );
      if (code === 'reviewNotWaiting') onDecided(story.id);
      setBusy(false);
    }
  }

  const publish = () =>
    decide(
      () =>
        backend.admin.publishStory({
          storyId: story.id,
          title,
          content,
          contentWarning: warning,
        }),
      message('reviewPublished', { title: storyTitle(i18n, title) }),
    );
  const sendBack = () =>
    decide(
      () => backend.admin.sendBackStory({ storyId: story.id, reason }),
      message('reviewSentBack', { title: name }),
    );

  return (
    <li>
      <article aria-labelledby={`${id}-name`} className="card flex flex-col gap-3">
        <h3 id={`${id}-name`} className="text-lg font-semibold break-words text-brand-800">
          {name}
        </h3>
        <p className="text-sm text-ink-muted">
          <Trans>Shared {formatDate(i18n, story.created_at)}</Trans>
        </p>
        {findings.length > 0 ? (
          <section aria-labelledby={`${id}-found`} className="flex flex-col gap-1">
            <h4 id={`${id}-found`} className="font-semibold">
              {t`Details that may identify someone`}
            </h4>
            <ul className="list-disc ps-5">
              {findings.map(({ field, detail, text }) => (
                <li key={`${field}-${detail.start}`} className="break-words">
                  {field}: <IdentifyingDetailExcerpt text={text} detail={detail} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="text-sm text-ink-muted">{t`No phone numbers, addresses or the like found. Read it for names and places too.`}</p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="font-semibold">
            {t`Title`}
          </label>
          <input
            id={`${id}-title`}
            className="field"
            value={title}
            maxLength={LIMITS.storyTitleMaxChars}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-content`} className="font-semibold">
            {t`Story`}
          </label>
          <textarea
            id={`${id}-content`}
            className="field min-h-40"
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-warning`} className="font-semibold">
            {t`Content warning`}
          </label>
          <input
            id={`${id}-warning`}
            className="field"
            value={warning}
            maxLength={LIMITS.contentWarningMaxChars}
            onChange={(event) => setWarning(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="button"
            className="btn-primary aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={busy}
            onClick={() => void publish()}
          >
            <Check aria-hidden="true" className="size-4" />
            {t`Publish`}
            <span className="sr-only"> {name}</span>
          </button>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
              {t`Reason for sending back`}
            </label>
            <select
              id={`${id}-reason`}
              className="field"
              value={reason}
              onChange={(event) => {
                const chosen = SEND_BACK_REASONS.find((entry) => entry.id === event.target.value);
                if (chosen) setReason(chosen.id);
              }}
            >
              {SEND_BACK_REASONS.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {message(entry.key)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={busy}
            onClick={() => void sendBack()}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t`Send back`}
            <span className="sr-only"> {name}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
