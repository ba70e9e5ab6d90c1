// Ours: react-hot-toast cannot hold toasts sent before its module loads, nor say outside React what a toast on screen is.
// The app's toasts. Code sends them through `toast` and `formToast` here; the list itself
// (toast-store.ts, react-hot-toast's headless build), the toaster that draws it and the
// catalogue of their words are fetched on first use: her first tap or focus (loadToastsOnFirstUse),
// or the first toast, whichever comes first. A first visit that only reads never fetches them. A
// toast sent before they arrive waits in line and shows as soon as they have, in the order it was
// sent, in words (src/i18n/message.ts gives a key until its catalogue has arrived).
import { useSyncExternalStore } from 'react';
import { loadMessages } from '@/i18n/i18n';
import { awaitsWords, wordedNow } from '@/i18n/message';
import type { Renderable, ToastOptions } from '@/lib/toast-store';
import type { ToastAction } from '@/lib/toast-action';

export type { ToastAction };

type ToastStore = typeof import('@/lib/toast-store');

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
const waiting: ((loaded: ToastStore) => void)[] = [];

// Whether the toaster is wanted on screen: from the first toast or the first sign she is acting.
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether the app should mount the toaster (providers.tsx): once toasts are on their way. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => void wantedListeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Fetches the toast list once; toaster.tsx and the first toast both ask for it. */
export function loadToastStore(): Promise<ToastStore> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  loading ??= import('@/lib/toast-store').then(
    (loaded) => {
      store = loaded;
      return loaded;
    },
    (error: unknown) => {
      // Offline before it was ever kept: the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Hands the toasts in line over once the list and the words they wait for have arrived. */
function flushWhenReady(): void {
  // A catalogue that cannot arrive leaves the key: the toast still shows rather than vanish.
  Promise.all([loadToastStore(), loadMessages().catch(() => undefined)]).then(
    ([loaded]) => {
      for (const act of waiting.splice(0)) act(loaded);
    },
    // Offline with the list never kept (Save-Data kept nothing ahead): the offline notice says
    // so, and the toasts in line show once the connection is back.
    () => window.addEventListener('online', flushWhenReady, { once: true }),
  );
}

function withStore(act: (loaded: ToastStore) => void, words?: unknown): void {
  if (store && waiting.length === 0 && !awaitsWords(words)) {
    act(store);
    return;
  }
  waiting.push(act);
  flushWhenReady();
}

/**
 * Fetches the toasts' code and words at her first tap or focus, so that the toast her action
 * raises shows without waiting for them. Reading and scrolling fetch nothing.
 */
export function loadToastsOnFirstUse(target: Document = document): void {
  const load = () => {
    target.removeEventListener('click', load, true);
    target.removeEventListener('focusin', load, true);
    loadToastStore().catch(() => undefined);
    loadMessages().catch(() => undefined);
  };
  target.addEventListener('click', load, true);
  target.addEventListener('focusin', load, true);
}

/** Sends a toast of `kind` with `message` in words (it may have waited for them). */
function send(kind: 'blank' | 'success' | 'error', message: Renderable, options?: ToastOptions) {
  withStore(({ hotToast }) => {
    const words = wordedNow(message);
    if (kind === 'success') hotToast.success(words, options);
    else if (kind === 'error') hotToast.error(words, options);
    else hotToast(words, options);
  }, message);
}

export const toast = Object.assign(
  (message: Renderable, options?: ToastOptions) => send('blank', message, options),
  {
    success: (message: Renderable, options?: ToastOptions) => send('success', message, options),
    error: (message: Renderable, options?: ToastOptions) => send('error', message, options),
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
        const words = wordedNow(message);
        const shown = action ? withAction(words, action, () => toast.dismiss(id)) : words;
        hotToast(shown, { id, icon });
      }, message);
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
