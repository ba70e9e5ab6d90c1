import { useEffect, useId, useRef } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { IdentifyingDetailKind } from '@/domain/identifying-details';
import type { FieldFinding } from '@/components/forms/identifying-fields';
import { IdentifyingDetailExcerpt } from '@/components/ui/identifying-detail-excerpt';

const KIND_NAME: Record<IdentifyingDetailKind, MessageDescriptor> = {
  phone: msg`Phone number`,
  email: msg`E-mail address`,
  aadhaar: msg`Aadhaar-like number`,
  pan: msg`PAN-like number`,
  vehicle: msg`Vehicle number plate`,
  address: msg`Address`,
};

/**
 * Brings the prompt into sight, between the header and the Quick exit strip (the page's scroll
 * padding), and gives it the focus, which reads out its name. Whole if it fits; otherwise from
 * its heading down.
 */
function bringIntoView(section: HTMLElement | null): void {
  if (!section?.isConnected) return;
  section.focus({ preventScroll: true });
  const style = getComputedStyle(document.documentElement);
  const room =
    window.innerHeight -
    (parseFloat(style.scrollPaddingTop) || 0) -
    (parseFloat(style.scrollPaddingBottom) || 0);
  const fits = section.getBoundingClientRect().height <= room;
  // Test DOMs (jsdom) lack it; every browser has it.
  if ('scrollIntoView' in section) section.scrollIntoView({ block: fits ? 'nearest' : 'start' });
}

/**
 * The gentle prompt shown before a story is shared or updated when it seems to hold a phone
 * number, an address or the like. It lists each one in its context and offers to go back to the
 * text or to go on anyway: it never blocks. It appears right after the submit button, which on a
 * phone is at the foot of the screen, by the Quick exit strip: so each time she sends the form
 * while it is up, it is scrolled into sight and takes the focus (a region named by its heading,
 * read out). It is also a polite live region, and keeps listing what is still there as she edits.
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
  const sectionRef = useRef<HTMLElement>(null);
  const shown = open && findings.length > 0;

  useEffect(() => {
    if (!shown) return;
    const section = sectionRef.current;
    bringIntoView(section);
    // Sent again while it is up: it did not go away, so it is shown again (after the form's own
    // handler has run).
    const form = section?.closest('form');
    const again = () => requestAnimationFrame(() => bringIntoView(sectionRef.current));
    form?.addEventListener('submit', again);
    return () => form?.removeEventListener('submit', again);
  }, [shown]);

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
      {shown && (
        <section
          ref={sectionRef}
          tabIndex={-1}
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
                <IdentifyingDetailExcerpt text={field.text} detail={detail} />
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
