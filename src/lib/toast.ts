// Ours: react-hot-toast cannot hold toasts sent before its module loads, nor say outside React what a toast on screen is.
// The app's toasts. Code sends them through `toast` and `formToast` here; the list itself
// (toast-store.ts, react-hot-toast's headless build) is fetched after the page is taken over,
// so a first visit does not wait for it. A toast sent before it arrives waits in line and shows
// as soon as it has, in the order it was sent.
import type { Renderable, ToastOptions } from '@/lib/toast-store';
import type { ToastAction } from '@/lib/toast-action';

export type { ToastAction };

type ToastStore = typeof import('@/lib/toast-store');

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
const waiting: ((loaded: ToastStore) => void)[] = [];

/** Fetches the toast list once; toaster.tsx and the first toast both ask for it. */
export function loadToastStore(): Promise<ToastStore> {
  loading ??= import('@/lib/toast-store').then(
    (loaded) => {
      store = loaded;
      for (const act of waiting.splice(0)) act(loaded);
      return loaded;
    },
    (error: unknown) => {
      // Offline before it was ever cached: the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withStore(act: (loaded: ToastStore) => void): void {
  if (store) {
    act(store);
    return;
  }
  waiting.push(act);
  loadToastStore().catch(() => undefined);
}

export const toast = Object.assign(
  (message: Renderable, options?: ToastOptions) =>
    withStore(({ hotToast }) => void hotToast(message, options)),
  {
    success: (message: Renderable, options?: ToastOptions) =>
      withStore(({ hotToast }) => void hotToast.success(message, options)),
    error: (message: Renderable, options?: ToastOptions) =>
      withStore(({ hotToast }) => void hotToast.error(message, options)),
    dismiss: (id?: string) => withStore(({ hotToast }) => hotToast.dismiss(id)),
    remove: (id?: string) => withStore(({ hotToast }) => hotToast.remove(id)),
    removeAll: () => withStore(({ hotToast }) => hotToast.removeAll()),
  },
);

/**
 * What one form (or one action) says in toasts. All of them share the form's id, so each
 * replaces the one before: the success of a retry takes the place of the error instead of
 * stacking beside it, and tapping the same button twice does not pile up the same words.
 */
export interface FormToast {
  success: (message: string) => void;
  error: (message: string) => void;
  /**
   * Neither success nor failure (sign in first, nothing to suggest), with the next step as a
   * link where there is one (Sign In).
   */
  info: (message: string, icon?: Renderable, action?: ToastAction) => void;
  /** Takes the form's toast off the screen (it has nothing left to say). */
  dismiss: () => void;
  /**
   * Takes the form's error off the screen, as it no longer holds (the field was put right, she
   * left that form, something later succeeded); a success or a note it sent stays.
   */
  dismissError: () => void;
}

// What each form's toast last said, for dismissError: a form's toasts share one id, so the
// toast on screen under that id is the last one it sent (or none).
const lastSaid = new Map<string, 'success' | 'error' | 'info'>();

/**
 * The toasts of the form called `id` (one stable id per form, unique in the app). The icon is
 * always given, null for the toaster's own: a toast that replaces another keeps every field it
 * does not set, and a success must not keep the warning sign of the note before it.
 */
export function formToast(id: string): FormToast {
  return {
    success: (message) => {
      lastSaid.set(id, 'success');
      toast.success(message, { id, icon: null });
    },
    error: (message) => {
      lastSaid.set(id, 'error');
      toast.error(message, { id, icon: null });
    },
    info: (message, icon = null, action) => {
      lastSaid.set(id, 'info');
      withStore(({ hotToast, withAction }) => {
        const shown = action ? withAction(message, action, () => toast.dismiss(id)) : message;
        hotToast(shown, { id, icon });
      });
    },
    dismiss: () => {
      lastSaid.delete(id);
      toast.dismiss(id);
    },
    dismissError: () => {
      if (lastSaid.get(id) !== 'error') return;
      lastSaid.delete(id);
      toast.dismiss(id);
    },
  };
}
