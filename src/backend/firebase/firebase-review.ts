// Review before publishing on Firestore (issue 36 item 2), as server/review/ does it: the queue
// (oldest first), the two decisions and the audit log (newest first), for admins only. A
// waiting story is stored hidden (under_review true, review 'waiting'); each decision is one
// batch with its audit document, whose id names the story's review round (review-round.ts), and
// firestore.rules accept either half only with the other, and only while the story waits.
import type { User } from 'firebase/auth';
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore/lite';
import { BackendError, catalogueError } from '@/backend/backend-error';
import { sessionUserOf } from '@/backend/firebase/firebase-auth';
import { requireUser } from '@/backend/firebase/firebase-caller';
import { isPermissionDenied } from '@/backend/firebase/firebase-errors';
import type { FirebaseHandlers } from '@/backend/firebase/firebase-operations';
import type { FirebaseServices, FirestoreHandle } from '@/backend/firebase/firebase-services';
import { IN_FILTER_MAX } from '@/backend/firebase/her-story-flags';
import { isoTime } from '@/backend/firebase/record-doc';
import { REVIEW_AUDIT } from '@/backend/firebase/review-audit';
import { reviewTrustPath } from '@/backend/firebase/review-mode';
import { reviewRoundId } from '@/backend/firebase/review-round';
import { storyFromDoc } from '@/backend/firebase/story-doc';
import { runStoryQuery } from '@/backend/firebase/firestore-query';
import { reviewQueuePlan } from '@/backend/firebase/story-query-plan';
import { ownerPath } from '@/backend/firebase/owner-docs';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import type { ReviewOperations } from '@/domain/operations/review-operations';
import {
  REDACTABLE_FIELDS,
  SEND_BACK_REASONS,
  type RedactableField,
  type ReviewAuditEntry,
  type SendBackReason,
} from '@/domain/review';

/** As on the server (server/review/review-queries.ts). */
export const REVIEW_AUDIT_MAX = 200;

const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The signed-in admin, refused as the server refuses a visitor (401) or a reader (403). */
async function requireAdmin(services: FirebaseServices): Promise<User> {
  const user = await requireUser(services);
  if (!(await sessionUserOf(user)).isAdmin) {
    throw new BackendError('forbidden', 'Only administrators may do this.', 403, {
      code: 'forbidden',
    });
  }
  return user;
}

/** The story as it stands; 404 when there is none, 409 when it no longer waits. */
async function waitingStory(
  { sdk, db }: FirestoreHandle,
  storyId: string,
): Promise<DocumentSnapshot<DocumentData>> {
  const snapshot = DOC_ID.test(storyId) ? await sdk.getDoc(sdk.doc(db, 'stories', storyId)) : null;
  if (!snapshot?.exists()) throw catalogueError('not-found', 404, 'storyNotFound');
  if (snapshot.data()['review'] !== 'waiting')
    throw catalogueError('conflict', 409, 'reviewNotWaiting');
  return snapshot;
}

/**
 * Commits the decision's batch. Refused, it was most likely decided meanwhile by another admin
 * (the rules want the story still waiting and the round's audit id free): 409 then, as the
 * server answers; any other refusal as it came.
 */
async function commitDecision(
  handle: FirestoreHandle,
  storyId: string,
  write: (batch: ReturnType<FirestoreHandle['sdk']['writeBatch']>) => void,
): Promise<Story> {
  const { sdk, db } = handle;
  const batch = sdk.writeBatch(db);
  write(batch);
  try {
    await batch.commit();
  } catch (error) {
    if (isPermissionDenied(error)) await waitingStory(handle, storyId);
    throw error;
  }
  const snapshot = await sdk.getDoc(sdk.doc(db, 'stories', storyId));
  return storyFromDoc(storyId, snapshot.data() ?? {});
}

/** The audit document's fields every decision shares: who, which story, when. */
function auditBase(handle: FirestoreHandle, admin: User, storyId: string) {
  if (!admin.email) throw catalogueError('unauthenticated', 401, 'adminUnknownApprover');
  return {
    admin_uid: admin.uid,
    admin_email: admin.email,
    story_id: storyId,
    created_at: handle.sdk.serverTimestamp(),
  };
}

const GIVEN_FIELD = {
  title: 'title',
  content: 'content',
  content_warning: 'contentWarning',
} as const satisfies Record<RedactableField, string>;

/** Which of the stories still exist: an audit entry names no deleted story, as on the server. */
async function existingStories({ sdk, db }: FirestoreHandle, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_FILTER_MAX) }, (_, index) =>
    unique.slice(index * IN_FILTER_MAX, (index + 1) * IN_FILTER_MAX),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      sdk.getDocs(
        sdk.query(sdk.collection(db, 'stories'), sdk.where(sdk.documentId(), 'in', chunk)),
      ),
    ),
  );
  return new Set(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id)));
}

function auditEntry(id: string, data: DocumentData, stories: Set<string>): ReviewAuditEntry {
  const reason = SEND_BACK_REASONS.find((known) => known.id === data['reason'])?.id;
  const changed: unknown[] = Array.isArray(data['changed_fields']) ? data['changed_fields'] : [];
  return {
    id,
    action: data['action'] === 'sent_back' ? 'sent_back' : 'published',
    ...(typeof data['admin_email'] === 'string' ? { admin_email: data['admin_email'] } : {}),
    ...(typeof data['story_id'] === 'string' && stories.has(data['story_id'])
      ? { story_id: data['story_id'] }
      : {}),
    ...(reason ? { reason: reason satisfies SendBackReason } : {}),
    changed_fields: REDACTABLE_FIELDS.filter((field) => changed.includes(field)),
    created_at: isoTime(data['created_at']),
  };
}

export const REVIEW_HANDLERS: FirebaseHandlers<ReviewOperations> = {
  reviewQueue: async (services) => {
    await requireAdmin(services);
    const rows = await runStoryQuery(await services.firestore(), reviewQueuePlan());
    return { stories: rows.map((row) => row.story) };
  },

  publishStory: async (services, { storyId, ...given }) => {
    const admin = await requireAdmin(services);
    const handle = await services.firestore();
    const { sdk, db } = handle;
    const story = await waitingStory(handle, storyId);
    const current = story.data() ?? {};
    const changed = REDACTABLE_FIELDS.filter((field) => {
      const value = given[GIVEN_FIELD[field]];
      return value !== undefined && value !== current[field];
    });
    const owner: unknown = (await sdk.getDoc(sdk.doc(db, ownerPath('stories', storyId)))).data()?.[
      'uid'
    ];
    const verified =
      typeof current['verified_reports'] === 'number' ? current['verified_reports'] : 0;
    const audit = auditBase(handle, admin, storyId);
    return commitDecision(handle, storyId, (batch) => {
      batch.update(story.ref, {
        ...Object.fromEntries(changed.map((field) => [field, given[GIVEN_FIELD[field]]])),
        review: sdk.deleteField(),
        review_reason: sdk.deleteField(),
        // Still hidden if reports hid it before it went back to review.
        under_review: verified >= LIMITS.reportsToHideStory,
        redacted_fields: changed,
      });
      batch.set(sdk.doc(db, REVIEW_AUDIT, reviewRoundId(storyId, current)), {
        ...audit,
        action: 'published',
        changed_fields: changed,
      });
      // Under `first`, her next stories publish at once.
      if (typeof owner === 'string') {
        batch.set(sdk.doc(db, reviewTrustPath(owner)), {
          story_id: storyId,
          created_at: sdk.serverTimestamp(),
        });
      }
    });
  },

  sendBackStory: async (services, { storyId, reason }) => {
    const admin = await requireAdmin(services);
    const handle = await services.firestore();
    const { sdk, db } = handle;
    const story = await waitingStory(handle, storyId);
    const audit = auditBase(handle, admin, storyId);
    return commitDecision(handle, storyId, (batch) => {
      batch.update(story.ref, { review: 'sent_back', review_reason: reason });
      batch.set(sdk.doc(db, REVIEW_AUDIT, reviewRoundId(storyId, story.data() ?? {})), {
        ...audit,
        action: 'sent_back',
        reason,
        changed_fields: [],
      });
    });
  },

  reviewAudit: async (services) => {
    await requireAdmin(services);
    const { sdk, db } = await services.firestore();
    const snapshot = await sdk.getDocs(
      sdk.query(
        sdk.collection(db, REVIEW_AUDIT),
        sdk.orderBy('created_at', 'desc'),
        sdk.orderBy(sdk.documentId(), 'desc'),
        sdk.limit(REVIEW_AUDIT_MAX),
      ),
    );
    const storyIds = snapshot.docs.flatMap((doc) => {
      const storyId: unknown = doc.data()['story_id'];
      return typeof storyId === 'string' ? [storyId] : [];
    });
    const stories = await existingStories(await services.firestore(), storyIds);
    return { entries: snapshot.docs.map((doc) => auditEntry(doc.id, doc.data(), stories)) };
  },
};
