import { useId } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { IdentifyingDetail, IdentifyingDetailKind } from '@/domain/identifying-details';
import type { FieldFinding } from '@/components/forms/identifying-fields';

const KIND_NAME: Record<IdentifyingDetailKind, MessageDescriptor> = {
  phone: msg`Phone number`,
  email: msg`E-mail address`,
  aadhaar: msg`Aadhaar-like number`,
  pan: msg`PAN-like number`,
  vehicle: msg`Vehicle number plate`,
  address: msg`Address`,
};

const CONTEXT_CHARS = 24;

function Excerpt({ text, detail }: { text: string; detail: IdentifyingDetail }) {
  const from = Math.max(0, detail.start - CONTEXT_CHARS);
  const to = Math.min(text.length, detail.end + CONTEXT_CHARS);
  return (
    <span className="break-words">
      {from > 0 && '…'}
      {text.slice(from, detail.start)}
      <mark className="rounded bg-danger-100 px-0.5 font-semibold text-ink">{detail.text}</mark>
      {text.slice(detail.end, to)}
      {to < text.length && '…'}
    </span>
  );
}

/**
 * The gentle prompt shown before a story is shared or updated when it seems to hold a phone
 * number, an address or the like. It lists each one in its context and offers to go back to the
 * text or to go on anyway: it never blocks. It appears in a polite live region (read out without
 * moving focus; placed right after the submit button, it is the next thing Tab reaches) and keeps
 * listing what is still there as she edits.
 */
export function IdentifyingDetailsPrompt({
  open,
  findings,
  proceedLabel,
  onEdit,
  onProceed,
}: {
  open: boolean;
  findings: readonly FieldFinding[];
  proceedLabel: string;
  /** Back to writing; the prompt has already put the cursor on the first finding. */
  onEdit: () => void;
  onProceed: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();

  function editFirst() {
    onEdit();
    const first = findings[0];
    if (!first) return;
    const element = document.getElementById(first.field.id);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.focus();
      element.setSelectionRange(first.detail.start, first.detail.end);
    }
  }

  return (
    <div aria-live="polite">
      {open && findings.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="flex flex-col gap-3 rounded-xl border-2 border-danger-600/40 bg-danger-100/40 p-4"
        >
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-danger-700" />
            {t`Details that could identify you`}
          </h2>
          <p>
            {t`These look like details someone could use to find you or the people in your story. You may want to remove or change them. The choice is yours.`}
          </p>
          <ul className="flex flex-col gap-2">
            {findings.map(({ field, detail }) => (
              <li key={`${field.id}-${detail.start}`} className="flex flex-col">
                <span className="text-sm text-ink-muted">
                  {i18n._(KIND_NAME[detail.kind])} · {i18n._(field.name)}
                </span>
                <Excerpt text={field.text} detail={detail} />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={editFirst}>
              {t`Edit story`}
            </button>
            <button type="button" className="btn-secondary" onClick={onProceed}>
              {proceedLabel}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
