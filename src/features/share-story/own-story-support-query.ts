// The support her stories received (issue 36), cached under her id: Your Stories shows it per
// story and the navigation's count reads the same answer, so one request serves both.
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { SupportReceived } from '@/domain/support-received';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';

/** Where the navigation's count leads: Your Stories, on Share Story (your-stories.tsx). */
export const YOUR_STORIES_HASH = '#your-stories';

/** Her support, for a signed-in person only: a visitor asks nothing. */
export function useSupportReceived() {
  const backend = useBackend();
  const { status, user } = useAuth();
  const key = status === 'signed-in' && user ? dataKey('my-support', user.id) : null;
  return useSWR<SupportReceived>(key, () => backend.stories.supportReceived({}));
}

/**
 * She has looked (Your Stories is open and her support has arrived, fresh): what was new is no
 * longer, and the navigation's count goes. Once per opening, and only when something was new.
 */
export function useMarkSupportSeen(): void {
  const backend = useBackend();
  const { data, isValidating, mutate } = useSupportReceived();
  const marking = useRef(false);
  const markSeen = useCallback(async () => {
    marking.current = true;
    try {
      await backend.stories.markSupportSeen({});
      await mutate((current) => current && { ...current, unseen: 0 }, { revalidate: false });
    } catch {
      // The count stays; the next opening tries again. Nothing she needs to act on.
      marking.current = false;
    }
  }, [backend, mutate]);
  useEffect(() => {
    if (!data || isValidating || data.unseen === 0 || marking.current) return;
    void markSeen();
  }, [data, isValidating, markSeen]);
}
