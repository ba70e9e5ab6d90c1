// The app's toasts. react-hot-toast's headless build keeps the list; components/ui/toaster.tsx
// draws it with Tailwind classes. Its main build would bring goober, which writes CSS into an
// inline <style> that the Content-Security-Policy (style-src 'self') blocks, and keeps a list of
// its own that this one's toaster would never show: import toasts from here, never from
// 'react-hot-toast' itself (toast-imports.test.ts checks).
import toast, {
  resolveValue,
  useToaster,
  type Renderable,
  type Toast,
} from 'react-hot-toast/headless';

export { resolveValue, toast, useToaster, type Renderable, type Toast };

/**
 * What one form (or one action) says in toasts. All of them share the form's id, so each
 * replaces the one before: the success of a retry takes the place of the error instead of
 * stacking beside it, and tapping the same button twice does not pile up the same words.
 */
export interface FormToast {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Neither success nor failure (sign in first, nothing to suggest). */
  info: (message: string, icon?: Renderable) => void;
  /** Takes the form's toast off the screen (it has nothing left to say). */
  dismiss: () => void;
}

/**
 * The toasts of the form called `id` (one stable id per form, unique in the app). The icon is
 * always given, null for the toaster's own: a toast that replaces another keeps every field it
 * does not set, and a success must not keep the warning sign of the note before it.
 */
export function formToast(id: string): FormToast {
  return {
    success: (message) => void toast.success(message, { id, icon: null }),
    error: (message) => void toast.error(message, { id, icon: null }),
    info: (message, icon = null) => void toast(message, { id, icon }),
    dismiss: () => toast.dismiss(id),
  };
}
