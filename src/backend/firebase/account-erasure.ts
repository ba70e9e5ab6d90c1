// Erasing everything she wrote from Firestore, in the batches firestore.rules allow her: her
// stories (with their reactions and media; waiting or sent back too), her reactions and reports on
// other stories (each taking back its count), her testimonials, her NGO requests, her trust under
// review, and her profile last.
//
// Firestore has no transaction this large, so the erasure runs step after step. A failure
// midway leaves the account itself in place (Auth is deleted only after all of this), so she
// can simply try again: every step finds only what is still there.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { ownDocs, ownedDocs } from '@/backend/firebase/account-documents';
import { ownerPath } from '@/backend/firebase/owner-docs';
import { forgetHerDecisions } from '@/backend/firebase/review-audit';
import { reviewTrustPath } from '@/backend/firebase/review-mode';
import { eraseSupportOf } from '@/backend/firebase/firebase-support';
import { eraseVaultOf } from '@/backend/firebase/firebase-vault-operations';
import { storyFromDoc } from '@/backend/firebase/story-doc';
import { deleteInBatches, removeOwnStory } from '@/backend/firebase/story-removal';
import { REPORT_STATUS_PENDING } from '@/domain/entities';

type Doc = QueryDocumentSnapshot<DocumentData>;

/** Commits at once on a slow phone: enough to overlap round trips, few enough not to queue. */
const PARALLEL_COMMITS = 4;

async function eachInPool<T>(items: readonly T[], run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_COMMITS, items.length) }, worker));
}

function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isPermissionDenied(error) || code === 'not-found';
}

/**
 * Tries the writes in order until the rules accept one; else fails with the first refusal.
 * Used where she cannot read the story to know which write fits (one under review is hidden
 * from her, and a deleted one answers as a hidden one does).
 */
async function firstAccepted(attempts: readonly (() => Promise<void>)[]): Promise<void> {
  let first: unknown = null;
  for (const attempt of attempts) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      first ??= error;
    }
  }
  throw first;
}

/** The story a reaction or report is on; null if it names none a document could be. */
function storyIdOf(doc: Doc): string | null {
  const id: unknown = doc.data()['story_id'];
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

/**
 * Deletes the document together with the counter changes on its story, or alone when the
 * rules accept no change (the story is gone, or its counters are already 0).
 */
function withStoryChange(
  { sdk, db }: FirestoreHandle,
  doc: Doc,
  changes: readonly Record<string, number>[],
) {
  const storyId = storyIdOf(doc);
  const together =
    storyId === null
      ? []
      : changes.map((change) => async () => {
          const batch = sdk.writeBatch(db);
          batch.delete(doc.ref);
          const increments = Object.entries(change).map(([field, by]) => [
            field,
            sdk.increment(by),
          ]);
          batch.update(sdk.doc(db, 'stories', storyId), Object.fromEntries(increments));
          await batch.commit();
        });
  return firstAccepted([...together, () => sdk.deleteDoc(doc.ref)]);
}

/** Her reaction on someone else's story: gone, and the story's count one lower. */
function removeReaction(handle: FirestoreHandle, reaction: Doc) {
  return withStoryChange(handle, reaction, [{ reactionsCount: -1 }]);
}

/**
 * Her report: a pending one takes back what it added (1 pending, and 1 verified if her address
 * is verified now, as firestore.rules judge it; neither below 0). A dismissed one goes only if
 * its story has gone; otherwise the rules keep it, so an admin's decision cannot be undone by
 * reporting again, and it stays naming an id that no longer has an account.
 */
async function removeReport(handle: FirestoreHandle, report: Doc, counted: boolean) {
  if (report.data()['status'] !== REPORT_STATUS_PENDING) {
    await firstAccepted([() => handle.sdk.deleteDoc(report.ref), () => Promise.resolve()]);
    return;
  }
  const verified = counted ? [-1, 0] : [0];
  const changes = [-1, 0]
    .flatMap((pending) =>
      verified.map((by) => ({ pending_reports: pending, verified_reports: by })),
    )
    // No change at all is the delete alone, which withStoryChange tries last anyway.
    .filter((change) => change.pending_reports !== 0 || change.verified_reports !== 0);
  return withStoryChange(handle, report, changes);
}

export async function eraseOwnDocuments(
  services: FirebaseServices,
  handle: FirestoreHandle,
  uid: string,
  counted: boolean,
): Promise<void> {
  // Her stories first: every reaction on them goes with them (hers too), and reports on them
  // stay for the admins; her own reports, whatever their story, go below.
  await eachInPool(await ownedDocs(handle, 'stories', uid), (doc) =>
    removeOwnStory(services, handle, storyFromDoc(doc.id, doc.data)),
  );
  const [reactions, reports, testimonials, requests] = await Promise.all([
    ownDocs(handle, 'reactions', uid),
    ownDocs(handle, 'reports', uid),
    ownedDocs(handle, 'testimonials', uid),
    ownDocs(handle, 'ngo_requests', uid),
  ]);
  await eachInPool(reactions, (reaction) => removeReaction(handle, reaction));
  await eachInPool(reports, (report) => removeReport(handle, report, counted));
  // The support she sent leaves its stories' counts; when she last looked at hers goes too.
  await eraseSupportOf(handle, uid);
  // Her notes (issue 37): attachments' files, their documents, items, then her key.
  await eraseVaultOf(services, uid);
  // An admin's review decisions stay in the log, no longer naming her.
  await forgetHerDecisions(handle, uid);
  await deleteInBatches(handle, [
    // Each testimonial beside its owner document: pairs from index 0 in batches of 500 (an even
    // number) never straddle two batches, and the rules accept each half only with the other.
    ...testimonials.flatMap((doc) => [`testimonials/${doc.id}`, ownerPath('testimonials', doc.id)]),
    ...requests.map((doc) => doc.ref.path),
    // Her trust under STORY_REVIEW=first (review-mode.ts), whether or not she had it.
    reviewTrustPath(uid),
    // Last: while it exists, the account is still whole enough to try again.
    `profiles/${uid}`,
  ]);
}
