// The admin dashboard on Firestore. The rules admit these calls only with the `admin` custom
// claim; the checks here give the server's refusals (sign in, admins only, not found) first.
import type { User } from 'firebase/auth';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { checkedInput } from '@/backend/checked-input';
import { isReportReason, type ReportReason } from '@/domain/vocabularies';
import type { AdminPort, ReportedStory } from '@/backend/port';
import { dataCall } from '@/backend/firebase/firebase-errors';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { deleteMediaQuietly } from '@/backend/firebase/firebase-media';
import { runStoryQuery } from '@/backend/firebase/firestore-query';
import { ngoFromDoc, ngoRequestFromDoc } from '@/backend/firebase/record-doc';
import { NGO_PRIVATE, ngoPrivateFields } from '@/backend/firebase/firebase-ngo-private';
import { reportedStoriesPlan } from '@/backend/firebase/story-query-plan';
import { readStory } from '@/backend/firebase/firebase-stories';
import { BATCH_MAX_WRITES, deleteWithStory, reactionPaths } from '@/backend/firebase/story-removal';
import { supportPaths } from '@/backend/firebase/firebase-support';
import { requireUser } from '@/backend/firebase/firebase-caller';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';
import { firebaseOperations } from '@/backend/firebase/firebase-operations';
import { REVIEW_HANDLERS } from '@/backend/firebase/firebase-review';
import { restoredMark } from '@/backend/firebase/story-restored';
import { REVIEW_OPERATIONS, SUPPORT_ADMIN_OPERATIONS } from '@/domain/operations/review-operations';
import { SUPPORT_TOTALS_HANDLERS } from '@/backend/firebase/firebase-support-totals';

/** What a Firestore document id may be here (no slashes: an id never reaches another path). */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

function pendingReportsQuery({ sdk, db }: FirestoreHandle, storyId: string) {
  return sdk.query(
    sdk.collection(db, 'reports'),
    sdk.where('story_id', '==', storyId),
    sdk.where('status', '==', 'pending'),
  );
}

/** Per-reason counts of a story's pending reports; reports without a known reason count as 'other'. */
export function tallyReasons(reasons: readonly unknown[]): Partial<Record<ReportReason, number>> {
  const tally: Partial<Record<ReportReason, number>> = {};
  for (const reason of reasons) {
    const key: ReportReason =
      typeof reason === 'string' && isReportReason(reason) ? reason : 'other';
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

export function createFirebaseAdmin(services: FirebaseServices): AdminPort {
  const firestore = () => services.firestore();

  /** The signed-in admin, refused as the server refuses a visitor (401) or a reader (403). */
  async function requireAdmin() {
    const user = await requireUser(services);
    if (!(await sessionUserOf(user)).isAdmin) {
      throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
        code: 'forbidden',
      });
    }
    return user;
  }

  /** Like dataCall, for admins only. */
  function adminCall<T>(call: (admin: User) => Promise<T>): Promise<T> {
    return dataCall(async () => call(await requireAdmin()));
  }

  async function mustExist(collection: 'ngo_requests' | 'ngos', id: string, what: string) {
    const { sdk, db } = await firestore();
    // An id that cannot name a document is as missing as one that names none.
    const snapshot = DOC_ID.test(id) ? await sdk.getDoc(sdk.doc(db, collection, id)) : null;
    if (!snapshot?.exists()) {
      throw new BackendError('not-found', `This ${what} no longer exists.`, 404, {
        code: 'notFound',
      });
    }
    return snapshot;
  }

  return {
    ...firebaseOperations(services, REVIEW_OPERATIONS, REVIEW_HANDLERS),
    ...firebaseOperations(services, SUPPORT_ADMIN_OPERATIONS, SUPPORT_TOTALS_HANDLERS),
    pendingRequests: () =>
      adminCall(async () => {
        const { sdk, db } = await firestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, 'ngo_requests'), sdk.orderBy('created_at', 'desc')),
        );
        return snapshot.docs.map((doc) => ngoRequestFromDoc(doc.id, doc.data()));
      }),

    approvedNgos: () =>
      adminCall(async () => {
        const handle = await firestore();
        const { sdk, db } = handle;
        const [snapshot, adminFields] = await Promise.all([
          sdk.getDocs(
            sdk.query(
              sdk.collection(db, 'ngos'),
              sdk.where('approved', '==', true),
              sdk.orderBy('approved_at', 'desc'),
            ),
          ),
          ngoPrivateFields(handle),
        ]);
        return snapshot.docs.map((doc) => ngoFromDoc(doc.id, doc.data(), adminFields.get(doc.id)));
      }),

    approveRequest: (id, given) =>
      adminCall(async (admin) => {
        const { category } = await checkedInput('ngoApproval', { category: given });
        const approver = admin.email;
        if (!approver) throw catalogueError('unauthenticated', 401, 'adminUnknownApprover');
        const request = await mustExist('ngo_requests', id, 'request');
        const data: Record<string, unknown> = request.data();
        const { sdk, db } = await firestore();
        const ngoRef = sdk.doc(sdk.collection(db, 'ngos'));
        const adminRef = sdk.doc(db, NGO_PRIVATE, ngoRef.id);
        const adminFields = {
          registration_number: data['registration_number'],
          approved_by: approver,
        };
        // Approval creates the NGO and deletes the request, together.
        const batch = sdk.writeBatch(db);
        batch.set(ngoRef, {
          name: data['name'],
          description: data['description'],
          contact: data['contact'],
          email: data['email'],
          website: '',
          approved: true,
          category,
          approved_at: sdk.serverTimestamp(),
        });
        batch.set(adminRef, adminFields);
        batch.delete(request.ref);
        await batch.commit();
        return ngoFromDoc(ngoRef.id, (await sdk.getDoc(ngoRef)).data() ?? {}, adminFields);
      }),

    rejectRequest: (id) =>
      adminCall(async () => {
        const { sdk } = await firestore();
        await sdk.deleteDoc((await mustExist('ngo_requests', id, 'request')).ref);
      }),

    deleteNgo: (id) =>
      adminCall(async () => {
        const { sdk, db } = await firestore();
        const ngo = await mustExist('ngos', id, 'NGO');
        const batch = sdk.writeBatch(db);
        batch.delete(ngo.ref);
        batch.delete(sdk.doc(db, NGO_PRIVATE, id));
        await batch.commit();
      }),

    reportedStories: () =>
      adminCall(async () => {
        const handle = await firestore();
        const rows = await runStoryQuery(handle, reportedStoriesPlan());
        const reported = await Promise.all(
          rows.map(async ({ story }): Promise<ReportedStory> => {
            const pending = pendingReportsQuery(handle, story.id);
            // The count is an aggregation (no report bodies travel for it); the reasons need the docs.
            const [count, reports] = await Promise.all([
              handle.sdk.getCount(pending),
              handle.sdk.getDocs(pending),
            ]);
            return {
              story,
              reportCount: count.data().count,
              reasons: tallyReasons(reports.docs.map((doc): unknown => doc.data()['reason'])),
              hidden: story.under_review === true,
            };
          }),
        );
        return reported
          .filter((entry) => entry.reportCount > 0)
          .sort((a, b) => b.reportCount - a.reportCount);
      }),

    dismissReports: (storyId) =>
      adminCall(async () => {
        const handle = await firestore();
        const { sdk, db } = handle;
        const story = await readStory(handle, storyId);
        if (!story) throw catalogueError('not-found', 404, 'storyNotFound');
        const reports = (await sdk.getDocs(pendingReportsQuery(handle, storyId))).docs;
        // Dismissed reports stay, marked dismissed, so their readers cannot report the story
        // again; the story's counters go back to 0 in the last batch, which also lifts
        // under_review, unless the story waits for review or was sent back (firestore.rules:
        // only a publish decision lets it out).
        for (let start = 0; start <= reports.length; start += BATCH_MAX_WRITES - 1) {
          const batch = sdk.writeBatch(db);
          for (const report of reports.slice(start, start + BATCH_MAX_WRITES - 1))
            batch.update(report.ref, { status: 'dismissed' });
          if (start + BATCH_MAX_WRITES - 1 >= reports.length) {
            batch.update(sdk.doc(db, 'stories', storyId), {
              pending_reports: 0,
              verified_reports: 0,
              under_review: story.review_state !== undefined,
            });
            // Reports had hidden it and she puts it back: "Restored" for its author alone.
            if (story.under_review === true && story.review_state === undefined)
              batch.update(...restoredMark(handle, storyId));
          }
          await batch.commit();
        }
      }),

    deleteStory: (id) =>
      adminCall(async () => {
        const handle = await firestore();
        const { sdk, db } = handle;
        const story = await readStory(handle, id);
        if (!story) throw catalogueError('not-found', 404, 'storyNotFound');
        await deleteMediaQuietly(services, story.media_urls);
        const reports = await sdk.getDocs(
          sdk.query(sdk.collection(db, 'reports'), sdk.where('story_id', '==', id)),
        );
        await deleteWithStory(handle, id, [
          ...(await reactionPaths(handle, id)),
          ...reports.docs.map((doc) => `reports/${doc.id}`),
          ...(await supportPaths(handle, id)),
        ]);
      }),
  };
}
