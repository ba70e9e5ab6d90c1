import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useQuickExit } from '@/lib/quick-exit-context';
import { QuickExitControl } from '@/components/ui/quick-exit-control';
import { DESTRUCTIVE_BUTTON } from '@/components/ui/button-styles';
import { hostToasts } from '@/lib/toast-host';

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

export interface ConfirmDialogProps {
  /** Nothing is rendered while false; opening shows a modal dialog. */
  open: boolean;
  title: string;
  /** What will happen, in plain words: say exactly what will be lost. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: both buttons are disabled, Escape does nothing, and the label says so. */
  busy?: boolean;
  busyLabel?: string;
  /** For what cannot be undone: an alert dialog with a danger-coloured confirm button. */
  destructive?: boolean;
  /**
   * Extra controls between the message and the buttons (a category select, say). The element
   * marked `data-autofocus` gets the focus on opening; otherwise Cancel does, so a stray Enter
   * never confirms something destructive.
   */
  children?: ReactNode;
}

/**
 * A modal <dialog> makes the page inert, but Tab past its last control still leaves it (for the
 * browser's own UI): wrap around so keyboard users stay on the question.
 */
function keepTabInside(dialog: HTMLDialogElement, event: globalThis.KeyboardEvent): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('disabled'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible confirmation: the native `<dialog>` opened with `showModal()` (focus stays
 * inside and the page behind is inert), Escape or Cancel cancels, and focus returns to whatever
 * opened it. Where `showModal` is missing (very old browsers, test DOMs) it still opens in place and
 * Escape still cancels. It can hold extra controls (children).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <OpenConfirmDialog {...props} />;
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  destructive = false,
  children,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const quickExit = useQuickExit();

  // A layout effect, so focus moves before paint and goes back before the dialog leaves the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? cancelRef.current;
    first?.focus();
    const releaseToasts = hostToasts(dialog);
    // A native listener: toasts drawn inside the dialog are portals, whose keys React passes to
    // the Toaster, not to the dialog.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(dialog, event);
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      releaseToasts();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function cancelFromEvent(event: SyntheticEvent) {
    event.preventDefault();
    if (!busy) onCancel();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') cancelFromEvent(event);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    // Escape is handled on keydown as well as by the native `cancel`, for the fallback.
    <dialog
      ref={dialogRef}
      role={destructive ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-modal="true"
      onCancel={cancelFromEvent}
      onKeyDown={handleKeyDown}
      className="fixed inset-0 z-50 m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-surface-raised p-6 text-ink shadow-xl ring-1 ring-brand-100 backdrop:bg-ink/50"
    >
      {/* The page behind is inert, so the dialog carries its own Quick exit, in the top layer. */}
      {quickExit && <QuickExitControl action={quickExit} />}
      {/* Whoever opens it checks its fields, so the catalogue's words show, not the browser's. */}
      <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        <div id={messageId} className="max-w-prose">
          {message}
        </div>
        {children}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            className="btn-secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={destructive ? DESTRUCTIVE_BUTTON : 'btn-primary'}
            disabled={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
