import { useId, type ReactNode } from 'react';
import { Check, EyeOff, ShieldCheck, Trash2, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportedStory } from '@/backend/port';
import { anonName, truncateText } from '@/domain/display';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { ngoCategoryLabel } from '@/components/labels/ngo-category-labels';
import {
  formatDate,
  reportCountText,
  reportReasonLines,
  storyTitle,
} from '@/features/admin/admin-text';

const STORY_PREVIEW_CHARS = 300;

/** A labelled line of a card, e.g. 'Registration number: 12/2019'. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}:</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

/**
 * An action button whose name says which item it acts on ('Approve Sakhi Trust'): the labels
 * hold the item's name, heard and not seen, where her language puts it.
 */
function ActionButton({
  label,
  busyLabel,
  busy,
  icon,
  primary = false,
  onClick,
}: {
  label: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  icon: ReactNode;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${primary ? 'btn-primary' : 'btn-secondary'} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      // aria-disabled keeps the button focusable while its action runs.
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="card flex flex-col gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-brand-800">
          {title}
        </h3>
        {children}
      </article>
    </li>
  );
}

export function PendingRequestCard({
  request,
  busy,
  onApprove,
  onReject,
}: {
  request: NgoRequest;
  busy: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useLingui();
  const { name } = request;
  const date = formatDate(i18n, request.created_at);
  return (
    <Card title={name}>
      <p className="max-w-prose whitespace-pre-line">{request.description}</p>
      <dl className="flex flex-col gap-1 text-sm">
        {/* Numbers and addresses read left to right in every language ("MH/2019/0042"). */}
        <Detail label={t`Phone`}>
          <span dir="ltr">{request.contact}</span>
        </Detail>
        <Detail label={t`Email`}>
          <span dir="ltr">{request.email}</span>
        </Detail>
        <Detail label={t`Registration number`}>
          <span dir="ltr">{request.registration_number}</span>
        </Detail>
      </dl>
      <p className="text-sm text-ink-muted">{t`Submitted ${date}`}</p>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          primary
          label={
            <Trans>
              Approve <span className="sr-only">{name}</span>
            </Trans>
          }
          busyLabel={
            <Trans>
              Approving... <span className="sr-only">{name}</span>
            </Trans>
          }
          busy={busy === 'approve'}
          icon={<Check aria-hidden="true" className="size-4" />}
          onClick={onApprove}
        />
        <ActionButton
          label={
            <Trans>
              Reject <span className="sr-only">{name}</span>
            </Trans>
          }
          busyLabel={
            <Trans>
              Rejecting... <span className="sr-only">{name}</span>
            </Trans>
          }
          busy={busy === 'reject'}
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={onReject}
        />
      </div>
    </Card>
  );
}

export function ApprovedNgoCard({
  ngo,
  busy,
  onDelete,
}: {
  ngo: Ngo;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const { name } = ngo;
  const date = formatDate(i18n, ngo.approved_at);
  return (
    <Card title={name}>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail label={t`Category`}>{ngoCategoryLabel(i18n, ngo.category)}</Detail>
        <Detail label={t`Registration number`}>
          <span dir="ltr">{ngo.registration_number}</span>
        </Detail>
        <Detail label={t`Phone`}>
          <span dir="ltr">{ngo.contact}</span>
        </Detail>
        <Detail label={t`Email`}>
          <span dir="ltr">{ngo.email}</span>
        </Detail>
      </dl>
      <p className="text-sm text-ink-muted">{t`Approved ${date}`}</p>
      <div>
        <ActionButton
          label={
            <Trans>
              Delete <span className="sr-only">{name}</span>
            </Trans>
          }
          busyLabel={
            <Trans>
              Deleting... <span className="sr-only">{name}</span>
            </Trans>
          }
          busy={busy}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}

export function ReportedStoryCard({
  item,
  busy,
  onDismiss,
  onDelete,
}: {
  item: ReportedStory;
  /** The action running on this story, if any. */
  busy: 'dismiss' | 'delete' | null;
  onDismiss: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const { story, reportCount } = item;
  const title = storyTitle(i18n, story.title);
  const reasonsId = useId();
  const reasons = reportReasonLines(i18n, item.reasons);
  return (
    <Card title={title}>
      <div className="flex flex-wrap gap-2">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          {reportCountText(i18n, reportCount)}
        </p>
        {item.hidden && (
          <p className="inline-flex items-center gap-1 rounded-full border border-ink-muted px-3 py-1 text-sm font-semibold">
            <EyeOff aria-hidden="true" className="size-4" />
            {t`Hidden from readers`}
          </p>
        )}
      </div>
      {reasons.length > 0 && (
        <div className="text-sm">
          <p id={reasonsId} className="font-semibold">
            {t`Reasons given`}
          </p>
          <ul aria-labelledby={reasonsId} className="list-disc ps-5">
            {reasons.map((reason) => (
              <li key={reason.id}>{reason.text}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="max-w-prose whitespace-pre-line">
        {truncateText(story.content, STORY_PREVIEW_CHARS).text}
      </p>
      <p className="text-sm text-ink-muted">
        {/* A pseudonym is an id, the same in every language. */}
        <span dir="ltr">{anonName(story.author_id)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          label={
            <Trans>
              Dismiss reports <span className="sr-only">{title}</span>
            </Trans>
          }
          busyLabel={
            <Trans>
              Dismissing... <span className="sr-only">{title}</span>
            </Trans>
          }
          busy={busy === 'dismiss'}
          icon={<ShieldCheck aria-hidden="true" className="size-4" />}
          onClick={onDismiss}
        />
        <ActionButton
          label={
            <Trans>
              Delete <span className="sr-only">{title}</span>
            </Trans>
          }
          busyLabel={
            <Trans>
              Deleting... <span className="sr-only">{title}</span>
            </Trans>
          }
          busy={busy === 'delete'}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
