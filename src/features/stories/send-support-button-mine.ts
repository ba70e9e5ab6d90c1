// Whether a story on the feed is hers. The feed's lists are the same for everyone and never say
// is_mine (server/security/story-pseudonyms.test.ts), so Send Support reads her own list, the one
// Your Stories shows, from the same cache: one request for every card, none if it is there.
import useSWR from 'swr';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';

/** Whether `storyId` is one of hers: false for a visitor, and until her list has arrived. */
export function useIsMyStory(storyId: string): boolean {
  const backend = useBackend();
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in' && user !== null;
  const { data } = useSWR(signedIn ? dataKey('my-stories', user.id) : null, () =>
    backend.stories.mine(),
  );
  return data?.some((story) => story.id === storyId) ?? false;
}
