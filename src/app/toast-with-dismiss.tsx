import toast, { ToastBar, type Toast } from 'react-hot-toast';
import { X } from 'lucide-react';
import { COPY } from '@/domain/copy';

/**
 * A toast as react-hot-toast draws it (its message stays the live region that is announced),
 * with a close button: phones cannot hover to hold a toast, and a slow reader can read and
 * then close it.
 */
export function ToastWithDismiss({ toast: shown }: { toast: Toast }) {
  return (
    <ToastBar toast={shown}>
      {({ icon, message }) => (
        <>
          {icon}
          {message}
          <button
            type="button"
            onClick={() => toast.dismiss(shown.id)}
            className="-my-1 -mr-1 flex min-h-tap min-w-tap shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{COPY.dismissToast}</span>
          </button>
        </>
      )}
    </ToastBar>
  );
}
