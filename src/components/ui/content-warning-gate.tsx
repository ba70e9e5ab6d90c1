import { useId, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

/**
 * A story behind its author's content warning: the reader sees the warning and a 'Show story'
 * button, and the story is not even in the page until she asks for it. Without a warning the
 * story shows as usual.
 */
export function ContentWarningGate({
  warning,
  describedBy,
  children,
}: {
  warning: string | undefined;
  /** Usually the title's id, so a screen reader says which story the button opens. */
  describedBy?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const text = warning?.trim() ?? '';
  if (text === '') return <>{children}</>;

  return (
    <>
      <div className="flex flex-col items-start gap-2 rounded-xl bg-surface-sunken p-3">
        <p className="flex items-start gap-2 break-words">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold">{t`Content warning:`}</span> {text}
          </span>
        </p>
        <button
          type="button"
          className="btn-quiet -ms-3"
          aria-expanded={open}
          aria-controls={contentId}
          aria-describedby={describedBy}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t`Hide story` : t`Show story`}
        </button>
      </div>
      <div id={contentId} className="flex flex-col gap-4" hidden={!open}>
        {open && children}
      </div>
    </>
  );
}

/** The short 'Content warning: …' line for lists where the story itself stays open (hers). */
export function ContentWarningLabel({ warning }: { warning: string | undefined }) {
  const { t } = useLingui();
  const text = warning?.trim() ?? '';
  if (text === '') return null;
  return (
    <p className="flex items-start gap-2 break-words text-sm text-ink-muted">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t`Content warning:`}</span> {text}
      </span>
    </p>
  );
}
