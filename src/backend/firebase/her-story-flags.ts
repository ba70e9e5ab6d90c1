// Her own likes and reports on the stories a read returns (liked_by_me, reported_by_me), as the
// self-hosted server adds them. firestore.rules let her list her own reactions and reports
// (user_id == her uid) but not get a report, even hers, so each is one query per page: her
// documents whose story_id is among the page's ids. The cost follows the page, never the number
// of stories, reactions or reports (no scan of a collection, nor of all of hers).
import type { Story } from '@/domain/entities';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';

/** The most values Firestore takes in one `in` filter. */
export const IN_FILTER_MAX = 30;

type HerCollection = 'reactions' | 'reports';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/** Which of `storyIds` she has a document about in `collection`. */
async function herStoryIds(
  { sdk, db }: FirestoreHandle,
  collection: HerCollection,
  uid: string,
  storyIds: readonly string[],
): Promise<Set<string>> {
  const snapshots = await Promise.all(
    chunks(storyIds, IN_FILTER_MAX).map((ids) =>
      sdk.getDocs(
        sdk.query(
          sdk.collection(db, collection),
          sdk.where('user_id', '==', uid),
          sdk.where('story_id', 'in', ids),
        ),
      ),
    ),
  );
  const found = new Set<string>();
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const storyId: unknown = doc.data()['story_id'];
      if (typeof storyId === 'string') found.add(storyId);
    }
  }
  return found;
}

/**
 * The stories with her flags where they hold; unchanged for a visitor (`uid` null) and for an
 * empty page, which ask nothing.
 */
export async function withHerFlags(
  handle: FirestoreHandle,
  uid: string | null,
  stories: Story[],
): Promise<Story[]> {
  if (!uid || stories.length === 0) return stories;
  const ids = [...new Set(stories.map((story) => story.id))];
  const [liked, reported] = await Promise.all([
    herStoryIds(handle, 'reactions', uid, ids),
    herStoryIds(handle, 'reports', uid, ids),
  ]);
  return stories.map((story) => ({
    ...story,
    ...(liked.has(story.id) ? { liked_by_me: true as const } : {}),
    ...(reported.has(story.id) ? { reported_by_me: true as const } : {}),
  }));
}
