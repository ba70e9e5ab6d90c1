// Where the toasts are drawn. A modal dialog puts the rest of the page behind its backdrop and
// makes it inert, so a toast drawn there would be hidden and never read out: while one is open,
// the toasts are drawn inside it (the newest open dialog wins).
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
