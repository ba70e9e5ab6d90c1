// Send Support on Firestore (issue 36). Three collections, so that the author learns nothing of
// who sent what:
// - story_support/{storyId}_{uid}_{day}: one per reader per story per UTC day (the id is the
//   limit: a second create is an update, which the rules refuse). It names its sender, so only
//   she (her erasure) and admins read it; the author never does.
// - support_counts/{storyId}: counts per message and when each last arrived, moved by the same
//   batch as each create or delete. Only the story's owner (story_owners/{id}) and admins read it.
// - support_seen/{uid}: the totals per story she had seen when she last looked; hers alone.
import { catalogueError } from '@/backend/backend-error';
import { requireUser } from '@/backend/firebase/firebase-caller';
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { isOwnedBy, ownedIds } from '@/backend/firebase/owner-docs';
import { LIMITS } from '@/domain/limits';
import { isSupportMessageId, type SupportMessageId } from '@/domain/support-messages';
import type { StorySupport, SupportReceived } from '@/domain/support-received';

/** The UTC day as the rules count it: whole days since 1970 (request.time.toMillis()). */
export function supportDay(now = Date.now()): number {
  return Math.floor(now / LIMITS.supportDayMs);
}

export function supportDocId(storyId: string, uid: string, day: number): string {
  return `${storyId}_${uid}_${day}`;
}

export function supportCountsPath(storyId: string): string {
  return `support_counts/${storyId}`;
}

/**
 * An admin's deletion of a story: the messages sent to it (which only admins and their senders
 * may list) and its counts. Her own deletion takes the counts; the messages, which she may not
 * read, stay with their senders until their accounts go.
 */
export async function supportPaths(handle: FirestoreHandle, storyId: string): Promise<string[]> {
  const { sdk, db } = handle;
  const sent = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'story_support'), sdk.where('story_id', '==', storyId)),
  );
  return [...sent.docs.map((doc) => `story_support/${doc.id}`), supportCountsPath(storyId)];
}

/** A time field as the SDK hands it (a Timestamp), or null while it is pending. */
function isoOf(value: unknown): string | null {
  const time = value as { toDate?: () => Date } | null | undefined;
  return typeof time?.toDate === 'function' ? time.toDate().toISOString() : null;
}

/** The message, the story's count of it and its newest time, in one batch (firestore.rules). */
export async function sendSupport(
  services: FirebaseServices,
  { storyId, messageId }: { storyId: string; messageId: SupportMessageId },
): Promise<void> {
  const user = await requireUser(services);
  const handle = await services.firestore();
  const { sdk, db } = handle;
  if (await isOwnedBy(handle, 'stories', storyId, user.uid)) {
    throw catalogueError('forbidden', 403, 'supportOwnStory');
  }
  const day = supportDay();
  const sent = sdk.doc(db, 'story_support', supportDocId(storyId, user.uid, day));
  if ((await sdk.getDoc(sent)).exists()) {
    throw catalogueError('conflict', 409, 'supportAlreadySent');
  }
  const batch = sdk.writeBatch(db);
  batch.set(sent, {
    story_id: storyId,
    sender: user.uid,
    message_id: messageId,
    day,
    created_at: sdk.serverTimestamp(),
  });
  batch.set(
    sdk.doc(db, supportCountsPath(storyId)),
    {
      total: sdk.increment(1),
      counts: { [messageId]: sdk.increment(1) },
      latest: { [messageId]: sdk.serverTimestamp() },
    },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    // A story gone or hidden by reports (the rules read it), as the server's 404.
    if (isPermissionDenied(error)) throw catalogueError('not-found', 404, 'storyNotFound');
    throw error;
  }
}

/** Her stories' counts, each message newest first, the stories most recently supported first. */
export async function storySupportOf(
  handle: FirestoreHandle,
  uid: string,
): Promise<StorySupport[]> {
  const { sdk, db } = handle;
  const ids = await ownedIds(handle, 'stories', uid);
  const snapshots = await Promise.all(
    ids.map((id) => sdk.getDoc(sdk.doc(db, supportCountsPath(id)))),
  );
  const found: { story: StorySupport; newest: string }[] = [];
  for (const snapshot of snapshots) {
    if (!snapshot.exists()) continue;
    const data = snapshot.data();
    const counts = (data['counts'] ?? {}) as Record<string, number>;
    const latest = (data['latest'] ?? {}) as Record<string, unknown>;
    const messages = Object.entries(counts)
      .filter(([id, count]) => isSupportMessageId(id) && count > 0)
      .map(([id, count]) => ({
        message_id: id as SupportMessageId,
        count,
        latest_at: isoOf(latest[id]) ?? new Date(0).toISOString(),
      }))
      .sort((a, b) => b.latest_at.localeCompare(a.latest_at));
    if (messages.length === 0) continue;
    const total = messages.reduce((sum, message) => sum + message.count, 0);
    const story = { story_id: snapshot.id, total, messages };
    found.push({ story, newest: messages[0]?.latest_at ?? '' });
  }
  return found.sort((a, b) => b.newest.localeCompare(a.newest)).map(({ story }) => story);
}

async function seenTotals(handle: FirestoreHandle, uid: string): Promise<Record<string, number>> {
  const { sdk, db } = handle;
  const snapshot = await sdk.getDoc(sdk.doc(db, 'support_seen', uid));
  return snapshot.exists() ? ((snapshot.data()['totals'] ?? {}) as Record<string, number>) : {};
}

export async function supportReceived(services: FirebaseServices): Promise<SupportReceived> {
  const user = await requireUser(services);
  const handle = await services.firestore();
  const [stories, seen] = await Promise.all([
    storySupportOf(handle, user.uid),
    seenTotals(handle, user.uid),
  ]);
  const unseen = stories.reduce(
    (sum, story) => sum + Math.max(0, story.total - (seen[story.story_id] ?? 0)),
    0,
  );
  return { stories, unseen };
}

/** What her stories hold now is what she has seen. */
export async function markSupportSeen(services: FirebaseServices): Promise<void> {
  const user = await requireUser(services);
  const handle = await services.firestore();
  const { sdk, db } = handle;
  const stories = await storySupportOf(handle, user.uid);
  const totals = Object.fromEntries(stories.map((story) => [story.story_id, story.total]));
  await sdk.setDoc(sdk.doc(db, 'support_seen', user.uid), {
    totals,
    seen_at: sdk.serverTimestamp(),
  });
}

/**
 * Her erasure: each message she sent goes, with the story's count of it, in one batch each (a
 * story gone since: the message alone). Her support_seen goes too.
 */
export async function eraseSupportOf(handle: FirestoreHandle, uid: string): Promise<void> {
  const { sdk, db } = handle;
  const sent = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'story_support'), sdk.where('sender', '==', uid)),
  );
  for (const doc of sent.docs) {
    const storyId = String(doc.data()['story_id']);
    const messageId = String(doc.data()['message_id']);
    const counts = sdk.doc(db, supportCountsPath(storyId));
    const batch = sdk.writeBatch(db);
    batch.delete(doc.ref);
    // `removed` names the message going, so the rules can check the count taken back is its.
    batch.update(counts, {
      total: sdk.increment(-1),
      [`counts.${messageId}`]: sdk.increment(-1),
      removed: doc.id,
    });
    try {
      await batch.commit();
    } catch (error) {
      if (!isPermissionDenied(error) && (error as { code?: unknown }).code !== 'not-found') {
        throw error;
      }
      await sdk.deleteDoc(doc.ref);
    }
  }
  await sdk.deleteDoc(sdk.doc(db, 'support_seen', uid));
}
