// Ours: react-hot-toast has no portal target for its list and no notion of what to stay off.
// Where the toasts are drawn, and what they must stay off. A modal dialog puts the rest of the
// page behind its backdrop and makes it inert, so a toast drawn there would be hidden and never
// read out: while one is open, the toasts are drawn inside it (the newest open dialog wins).
import { useSyncExternalStore } from 'react';

const NONE: readonly HTMLElement[] = [];

/** Elements added until released, newest last, which components read as they change. */
function elementList() {
  let elements = NONE;
  const listeners = new Set<() => void>();
  const update = (next: readonly HTMLElement[]) => {
    elements = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    add: (element: HTMLElement): (() => void) => {
      update([...elements, element]);
      return () => {
        const index = elements.lastIndexOf(element);
        if (index >= 0) update(elements.filter((_, at) => at !== index));
      };
    },
    use: (): readonly HTMLElement[] =>
      useSyncExternalStore(
        subscribe,
        () => elements,
        () => NONE,
      ),
  };
}

const hosts = elementList();
// The open menu (the navbar says so). An open dialog's heading the toaster finds for itself,
// from the dialog it is drawn in.
const keptClear = elementList();

/** Draws the toasts inside `element` until the returned function is called. */
export const hostToasts = hosts.add;

/** The open dialog the toasts belong in, or null for the page. */
export const useToastHost = (): HTMLElement | null => hosts.use().at(-1) ?? null;

/** Keeps the toasts off `element` until the returned function is called. */
export const keepToastsClear = keptClear.add;

/** The elements the toasts must stay off now. */
export const useToastsKeptClear = keptClear.use;
