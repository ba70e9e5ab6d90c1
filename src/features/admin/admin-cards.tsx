import { useId, type ReactNode } from 'react';
import { Check, EyeOff, ShieldCheck, Trash2, X } from 'lucide-react';
import type { ReportedStory } from '@/backend/port';
import { COPY } from '@/domain/copy';
import { NGO_COPY } from '@/domain/copy/ngo';
import { ADMIN_COPY } from '@/domain/copy/admin';
import { anonName, truncateText } from '@/domain/display';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { fillCopy } from '@/lib/fill-copy';
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

/** An action button whose name says which item it acts on ('Approve Sakhi Trust'). */
function ActionButton({
  label,
  busyLabel,
  busy,
  itemName,
  icon,
  primary = false,
  onClick,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  itemName: string;
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
      {busy ? busyLabel : label} <span className="sr-only">{itemName}</span>
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
  return (
    <Card title={request.name}>
      <p className="max-w-prose whitespace-pre-line">{request.description}</p>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail label={NGO_COPY.ngoPhoneLabel}>{request.contact}</Detail>
        <Detail label={COPY.email}>{request.email}</Detail>
        <Detail label={NGO_COPY.ngoRegistrationLabel}>{request.registration_number}</Detail>
      </dl>
      <p className="text-sm text-ink-muted">
        {fillCopy(ADMIN_COPY.submittedOn, { date: formatDate(request.created_at) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          primary
          label={ADMIN_COPY.approveLabel}
          busyLabel={ADMIN_COPY.approving}
          busy={busy === 'approve'}
          itemName={request.name}
          icon={<Check aria-hidden="true" className="size-4" />}
          onClick={onApprove}
        />
        <ActionButton
          label={ADMIN_COPY.rejectLabel}
          busyLabel={ADMIN_COPY.rejecting}
          busy={busy === 'reject'}
          itemName={request.name}
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
  return (
    <Card title={ngo.name}>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail label={NGO_COPY.ngoCategoryLabel}>{ngo.category}</Detail>
        <Detail label={NGO_COPY.ngoRegistrationLabel}>{ngo.registration_number}</Detail>
        <Detail label={NGO_COPY.ngoPhoneLabel}>{ngo.contact}</Detail>
        <Detail label={COPY.email}>{ngo.email}</Detail>
      </dl>
      <p className="text-sm text-ink-muted">
        {fillCopy(ADMIN_COPY.approvedOn, { date: formatDate(ngo.approved_at) })}
      </p>
      <div>
        <ActionButton
          label={COPY.deleteLabel}
          busyLabel={COPY.deleting}
          busy={busy}
          itemName={ngo.name}
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
  const { story, reportCount } = item;
  const title = storyTitle(story.title);
  const reasonsId = useId();
  const reasons = reportReasonLines(item.reasons);
  return (
    <Card title={title}>
      <div className="flex flex-wrap gap-2">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          {reportCountText(reportCount)}
        </p>
        {item.hidden && (
          <p className="inline-flex items-center gap-1 rounded-full border border-ink-muted px-3 py-1 text-sm font-semibold">
            <EyeOff aria-hidden="true" className="size-4" />
            {ADMIN_COPY.hiddenFromReaders}
          </p>
        )}
      </div>
      {reasons.length > 0 && (
        <div className="text-sm">
          <p id={reasonsId} className="font-semibold">
            {ADMIN_COPY.reportReasonsLabel}
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
      <p className="text-sm text-ink-muted">{anonName(story.author_id)}</p>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          label={ADMIN_COPY.dismissReportsLabel}
          busyLabel={ADMIN_COPY.dismissingReports}
          busy={busy === 'dismiss'}
          itemName={title}
          icon={<ShieldCheck aria-hidden="true" className="size-4" />}
          onClick={onDismiss}
        />
        <ActionButton
          label={COPY.deleteLabel}
          busyLabel={COPY.deleting}
          busy={busy === 'delete'}
          itemName={title}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
