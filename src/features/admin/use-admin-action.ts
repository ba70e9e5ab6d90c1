import type { RefObject } from 'react';
import useSWRMutation from 'swr/mutation';
import { formToast } from '@/lib/toast';

/** An item's toasts: what an action on it says replaces what the one before said. */
export function itemToast(id: string) {
  return formToast(`admin-${id}`);
}

export interface AdminAction<Arg> {
  /** Whether it is running: its button shows progress and ignores taps. */
  busy: boolean;
  run: (arg: Arg) => void;
}

/**
 * One action on one item (approve a request, delete a story...) through the data layer: SWR
 * says whether it runs, and a tap while it does sends nothing more. It says how it went
 * (`action` resolves to what a success says); focus moves to the item's section after, since
 * the item itself is gone. The lists are updated by `action`, so nothing is cached or asked again.
 */
export function useAdminAction<Arg>(
  key: string,
  itemId: string,
  action: (arg: Arg) => Promise<string>,
  failure: string,
  heading: RefObject<HTMLHeadingElement | null>,
): AdminAction<Arg> {
  const { isMutating, trigger } = useSWRMutation(
    key,
    // Wrapped, so that SWR's types see an argument whatever Arg is.
    (_key: string, { arg }: { arg: { value: Arg } }) => action(arg.value),
    { populateCache: false, revalidate: false },
  );
  return {
    busy: isMutating,
    run: (arg) => {
      if (isMutating) return;
      trigger({ value: arg }).then(
        (said: string) => {
          itemToast(itemId).success(said);
          heading.current?.focus();
        },
        () => itemToast(itemId).error(failure),
      );
    },
  };
}
