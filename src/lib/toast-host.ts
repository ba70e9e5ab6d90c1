// Where the toasts are drawn. A modal dialog puts the rest of the page behind its backdrop and
// makes it inert, so a toast drawn there would be hidden and never read out: while one is open,
// the toasts are drawn inside it (the newest open dialog wins). Also what they must stay off.
import { useSyncExternalStore } from 'react';

const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Draws the toasts inside `element` until the returned function is called. */
export function hostToasts(element: HTMLElement): () => void {
  hosts.push(element);
  notify();
  return () => {
    const index = hosts.lastIndexOf(element);
    if (index >= 0) hosts.splice(index, 1);
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open dialog the toasts belong in, or null for the page. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => hosts.at(-1) ?? null,
    () => null,
  );
}

// What the toasts must never lie over while it is on screen: the open menu (the navbar says so).
// An open dialog's heading the toaster finds for itself, from the dialog it is drawn in.
const NONE: readonly HTMLElement[] = [];
const keptClear: HTMLElement[] = [];
let keptClearSnapshot = NONE;

/** Keeps the toasts off `element` until the returned function is called. */
export function keepToastsClear(element: HTMLElement): () => void {
  keptClear.push(element);
  keptClearSnapshot = [...keptClear];
  notify();
  return () => {
    const index = keptClear.lastIndexOf(element);
    if (index >= 0) keptClear.splice(index, 1);
    keptClearSnapshot = [...keptClear];
    notify();
  };
}

/** The elements the toasts must stay off now. */
export function useToastsKeptClear(): readonly HTMLElement[] {
  return useSyncExternalStore(
    subscribe,
    () => keptClearSnapshot,
    () => NONE,
  );
}
