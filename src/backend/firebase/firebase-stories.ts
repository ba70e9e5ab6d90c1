// Stories on Firestore. A reaction and its +1 on the story's reactionsCount
// are one batch, as are a report and its +1 on pending_reports, and a story and its owner
// document (owner-docs.ts); firestore.rules accept each half only together with the other.
// Deletion goes media, reactions, then story with its owner document.
import { BackendError, catalogueError } from '@/backend/backend-error';
import { checkedInput } from '@/backend/checked-input';
import type { PlainMessageKey } from '@/domain/messages';
import { REACTION_TYPE, REPORT_STATUS_PENDING, reactionId, type Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import type { StoriesPort, StoryInput } from '@/backend/port';
import { dataCall, isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { requireUid, requireUser } from '@/backend/firebase/firebase-caller';
import { deleteMediaQuietly, type MediaSizes } from '@/backend/firebase/firebase-media';
import { removeOwnStory } from '@/backend/firebase/story-removal';
import { ensureProfile } from '@/backend/firebase/firebase-profile';
import { newStoryWaits, storyReviewMode } from '@/backend/firebase/review-mode';
import { withHerFlags } from '@/backend/firebase/her-story-flags';
import { runStoryQuery } from '@/backend/firebase/firestore-query';
import { encodeStoryCursor } from '@/backend/firebase/story-cursor';
import { storyFields, storyFromDoc } from '@/backend/firebase/story-doc';
import { MY_STORIES_MAX, storyListPlan, topStoriesPlan } from '@/backend/firebase/story-query-plan';
import {
  isOwnedBy,
  newPseudonym,
  ownerDocOf,
  ownerDocs,
  ownerPath,
} from '@/backend/firebase/owner-docs';
import { restoredCleared, withRestored } from '@/backend/firebase/story-restored';
import { firebaseOperations } from '@/backend/firebase/firebase-operations';
import { STORY_HANDLERS } from '@/backend/firebase/firebase-story-operations';
import { STORY_OPERATIONS } from '@/domain/operations/story-operations';

export async function readStory(handle: FirestoreHandle, id: string): Promise<Story | null> {
  const { sdk, db } = handle;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
  try {
    const snapshot = await sdk.getDoc(sdk.doc(db, 'stories', id));
    return snapshot.exists() ? storyFromDoc(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    // A story under review is readable only by its author and admins: to others it is absent.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * The story as `uid` receives it: is_mine when her owner document says it is hers, and her
 * likes and reports (her-story-flags.ts).
 */
async function readStoryFor(
  handle: FirestoreHandle,
  id: string,
  uid: string | null,
): Promise<Story | null> {
  const story = await readStory(handle, id);
  if (!story || !uid) return story;
  const [owner, [flagged]] = await Promise.all([
    ownerDocOf(handle, 'stories', id, uid),
    withHerFlags(handle, uid, [story]),
  ]);
  const withFlags = flagged ?? story;
  return owner ? withRestored({ ...withFlags, is_mine: true }, owner) : withFlags;
}

/** Hers, newest first: her owner documents, then each story (hidden ones too), with her flags. */
async function readMyStories(handle: FirestoreHandle, uid: string): Promise<Story[]> {
  const owners = await ownerDocs(handle, 'stories', uid, MY_STORIES_MAX);
  const stories = await Promise.all(
    owners.map(async ({ id, data }) => {
      const story = await readStory(handle, id);
      return story && withRestored({ ...story, is_mine: true as const }, data);
    }),
  );
  const hers = stories.filter((story): story is Story => story !== null);
  return withHerFlags(handle, uid, hers);
}

/**
 * Review's fields after her edit (firestore.rules reviewAfterEdit, the server's
 * reviewStateAfterEdit): one waiting keeps waiting; one sent back goes back into the queue
 * without its reason, or is published should review no longer apply to her; under `all` a
 * published one is read again first.
 */
async function reviewAfterEdit(handle: FirestoreHandle, uid: string, before: Story) {
  const { deleteField } = handle.sdk;
  const waits =
    before.review_state === 'waiting' ||
    (before.review_state === 'sent_back'
      ? await newStoryWaits(handle, uid)
      : (await storyReviewMode(handle)) === 'all');
  if (waits) return { review: 'waiting', review_reason: deleteField(), under_review: true };
  if (!before.review_state) return {};
  // Hidden still if reports hid it (storyFromDoc: under_review is the reports' hiding).
  return {
    review: deleteField(),
    review_reason: deleteField(),
    under_review: !!before.under_review,
  };
}

export function createFirebaseStories(services: FirebaseServices, sizes: MediaSizes): StoriesPort {
  const firestore = () => services.firestore();

  async function ownStory(
    handle: FirestoreHandle,
    id: string,
    uid: string,
    notYours: PlainMessageKey,
  ) {
    const story = await readStory(handle, id);
    if (!story) throw catalogueError('not-found', 404, 'storyNotFound');
    if (!(await isOwnedBy(handle, 'stories', id, uid))) {
      throw catalogueError('forbidden', 403, notYours);
    }
    return story;
  }

  /** Her story read back after a write of hers. */
  async function mustRead(handle: FirestoreHandle, id: string): Promise<Story> {
    const story = await readStory(handle, id);
    if (!story) throw new BackendError('unavailable', 'The story could not be read back.');
    return { ...story, is_mine: true };
  }

  return {
    ...firebaseOperations(services, STORY_OPERATIONS, STORY_HANDLERS),
    list: (query) =>
      dataCall(async () => {
        const plan = storyListPlan(query);
        const handle = await firestore();
        // Who asks is read beside the page, not before it: a visitor waits for nothing more.
        const [rows, viewer] = await Promise.all([
          runStoryQuery(handle, plan),
          services.currentUser(),
        ]);
        const page = rows.slice(0, plan.limit - 1);
        const last = page.at(-1);
        const nextCursor =
          rows.length >= plan.limit && last
            ? encodeStoryCursor({
                sort: query.sort,
                ...last.createdAt,
                id: last.story.id,
                reactions: last.story.reactionsCount,
              })
            : null;
        const stories = page.map((row) => row.story);
        return { stories: await withHerFlags(handle, viewer?.uid ?? null, stories), nextCursor };
      }),

    top: () =>
      dataCall(async () =>
        (await runStoryQuery(await firestore(), topStoriesPlan())).map((r) => r.story),
      ),

    mine: () => dataCall(async () => readMyStories(await firestore(), await requireUid(services))),

    get: (id) =>
      dataCall(async () => {
        const uid = (await services.currentUser())?.uid ?? null;
        return readStoryFor(await firestore(), id, uid);
      }),

    create: (input: StoryInput) =>
      dataCall(async () => {
        const user = await requireUser(services);
        await ensureProfile(services, user);
        const uid = user.uid;
        const story = await checkedInput('story', input);
        const fields = storyFields(story, (url) => sizes.get(url) ?? null);
        const handle = await firestore();
        const { sdk, db } = handle;
        const ref = sdk.doc(sdk.collection(db, 'stories'));
        const write = async () => {
          // Under STORY_REVIEW it waits, hidden, for a moderator (review-mode.ts).
          const waits = await newStoryWaits(handle, uid);
          const batch = sdk.writeBatch(db);
          batch.set(ref, {
            ...fields,
            author_id: newPseudonym(),
            created_at: sdk.serverTimestamp(),
            reactionsCount: 0,
            pending_reports: 0,
            verified_reports: 0,
            under_review: waits,
            ...(waits ? { review: 'waiting' } : {}),
          });
          batch.set(sdk.doc(db, ownerPath('stories', ref.id)), {
            uid,
            created_at: sdk.serverTimestamp(),
          });
          await batch.commit();
        };
        // Refused once: an admin may have changed the mode since it was read.
        await write().catch((error: unknown) => {
          if (!isPermissionDenied(error)) throw error;
          return write();
        });
        return mustRead(handle, ref.id);
      }),

    update: (id, input) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const handle = await firestore();
        const { sdk, db } = handle;
        const before = await ownStory(handle, id, uid, 'editOnlyOwn');
        // Only now does a malformed story matter, as on the server: after whose it is.
        const story = await checkedInput('storyUpdate', input);
        // Files kept on the story keep their known sizes; new ones come from this tab's uploads.
        const known = new Map(
          before.media_urls.map((url, i) => [url, before.media_sizes?.[i] ?? null]),
        );
        const fields = storyFields(
          story,
          (url) => sizes.get(url) ?? known.get(url) ?? null,
          before.content_warning ?? '',
        );
        const edit = async () =>
          sdk.updateDoc(sdk.doc(db, 'stories', id), {
            ...fields,
            ...(await reviewAfterEdit(handle, uid, before)),
            updated_at: sdk.serverTimestamp(),
          });
        // Refused once: an admin may have changed the mode since it was read.
        await edit().catch((error: unknown) => {
          if (!isPermissionDenied(error)) throw error;
          return edit();
        });
        const dropped = before.media_urls.filter((url) => !fields.media_urls.includes(url));
        await deleteMediaQuietly(services, dropped);
        return mustRead(handle, id);
      }),

    remove: (id) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const handle = await firestore();
        await removeOwnStory(services, handle, await ownStory(handle, id, uid, 'deleteOnlyOwn'));
      }),

    react: (id) =>
      dataCall(async () => {
        const uid = await requireUid(services);
        const handle = await firestore();
        const { sdk, db } = handle;
        const reactionRef = sdk.doc(db, 'reactions', reactionId(uid, id));
        if ((await sdk.getDoc(reactionRef)).exists()) {
          throw catalogueError('conflict', 409, 'reactionDuplicate');
        }
        if (!(await readStory(handle, id))) {
          throw catalogueError('not-found', 404, 'storyNotFound');
        }
        const batch = sdk.writeBatch(db);
        batch.set(reactionRef, {
          story_id: id,
          user_id: uid,
          type: REACTION_TYPE,
          created_at: sdk.serverTimestamp(),
        });
        batch.update(sdk.doc(db, 'stories', id), { reactionsCount: sdk.increment(1) });
        try {
          await batch.commit();
        } catch (error) {
          // Two taps racing: the second batch would update the reaction, which the rules refuse.
          if (isPermissionDenied(error) && (await sdk.getDoc(reactionRef)).exists()) {
            throw catalogueError('conflict', 409, 'reactionDuplicate');
          }
          throw error;
        }
        return { reactionsCount: (await mustRead(handle, id)).reactionsCount };
      }),

    report: (id, given) =>
      dataCall(async () => {
        const user = await requireUser(services);
        const { reason } = await checkedInput('report', { reason: given });
        const uid = user.uid;
        // Only verified readers count towards hiding (firestore.rules read the same token claim).
        const counts = (await user.getIdTokenResult()).claims['email_verified'] === true;
        const handle = await firestore();
        const { sdk, db } = handle;
        // Two tries: a report racing another one may have computed under_review from a stale count.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const snapshot = await sdk.getDoc(sdk.doc(db, 'stories', id)).catch((error: unknown) => {
            if (isPermissionDenied(error)) return null;
            throw error;
          });
          if (!snapshot?.exists()) throw catalogueError('not-found', 404, 'storyNotFound');
          const data = snapshot.data();
          const verified =
            (typeof data['verified_reports'] === 'number' ? data['verified_reports'] : 0) +
            (counts ? 1 : 0);
          const batch = sdk.writeBatch(db);
          batch.set(sdk.doc(db, 'reports', reactionId(uid, id)), {
            story_id: id,
            user_id: uid,
            reason,
            reported_at: sdk.serverTimestamp(),
            status: REPORT_STATUS_PENDING,
          });
          const hides = data['under_review'] !== true && verified >= LIMITS.reportsToHideStory;
          batch.update(snapshot.ref, {
            pending_reports: sdk.increment(1),
            verified_reports: sdk.increment(counts ? 1 : 0),
            under_review: data['under_review'] === true || hides,
          });
          // Hidden again, it is no longer "restored" for its author (firestore.rules require it).
          if (hides) batch.update(...restoredCleared(handle, id));
          try {
            await batch.commit();
            return;
          } catch (error) {
            if (!isPermissionDenied(error)) throw error;
          }
        }
        // Reports are unreadable to their authors, so a refused repeat is the likely cause.
        throw catalogueError('conflict', 409, 'reportDuplicate');
      }),
  };
}
