// Review before publishing (issue 36) as the Firebase adapter writes it, for the rules tests: a
// waiting or sent-back story, and each decision's batch (the story, its audit document and, on
// publishing, her trust under `first`), each piece replaceable to provoke a refusal.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { now, past, storyDoc } from './firestore-docs';
import { ADMIN, ADMIN_EMAIL } from './rules-env';

type Firestore = firebase.firestore.Firestore;

export const remove = () => firebase.firestore.FieldValue.delete();

/** The time every seeded story was written at (past()): its review round's id. */
export const ROUND_MS = Date.UTC(2025, 0, 1);

export function roundId(storyId: string): string {
  return `${storyId}_${ROUND_MS}`;
}

/** A story waiting for review, as seeded with rules off (written at ROUND_MS). */
export function waitingStoryDoc(overrides: Record<string, unknown> = {}) {
  return storyDoc({ created_at: past(), under_review: true, review: 'waiting', ...overrides });
}

export function sentBackStoryDoc(overrides: Record<string, unknown> = {}) {
  return waitingStoryDoc({ review: 'sent_back', review_reason: 'identifies-person', ...overrides });
}

/** A new story as her browser writes it under review: waiting, hidden. */
export function newWaitingStoryDoc(overrides: Record<string, unknown> = {}) {
  return storyDoc({ under_review: true, review: 'waiting', ...overrides });
}

export function auditDoc(storyId: string, overrides: Record<string, unknown> = {}) {
  return {
    action: 'published',
    admin_uid: ADMIN,
    admin_email: ADMIN_EMAIL,
    story_id: storyId,
    changed_fields: [],
    created_at: now(),
    ...overrides,
  };
}

export interface DecisionParts {
  /** The story's fields written; null leaves the story out of the batch. */
  story?: Record<string, unknown> | null;
  /** The audit document; null leaves it out. */
  audit?: Record<string, unknown> | null;
  auditId?: string;
  /** Whose trust the batch writes (publish only); null writes none. */
  trust?: string | null;
}

/** Publishing's own parts: the redacted fields' new values and names, the review flag kept. */
interface Publishing extends DecisionParts {
  changes?: Record<string, unknown>;
  redacted?: string[];
  underReview?: boolean;
}

function decision(db: Firestore, storyId: string, parts: Required<DecisionParts>) {
  const batch = db.batch();
  if (parts.story) batch.update(db.doc(`stories/${storyId}`), parts.story);
  if (parts.audit) batch.set(db.doc(`review_audit/${parts.auditId}`), parts.audit);
  if (parts.trust) {
    batch.set(db.doc(`review_trust/${parts.trust}`), { story_id: storyId, created_at: now() });
  }
  return batch.commit();
}

/** Publishing, with `redacted` changed fields (their new values in `changes`). */
export function publish(db: Firestore, storyId: string, publishing: Publishing = {}) {
  const { changes = {}, redacted = [], underReview = false, ...parts } = publishing;
  return decision(db, storyId, {
    story: {
      ...changes,
      review: remove(),
      review_reason: remove(),
      under_review: underReview,
      redacted_fields: redacted,
    },
    audit: auditDoc(storyId, { changed_fields: redacted }),
    auditId: roundId(storyId),
    trust: null,
    ...parts,
  });
}

export function sendBack(
  db: Firestore,
  storyId: string,
  reason = 'private-details',
  parts: DecisionParts = {},
) {
  return decision(db, storyId, {
    story: { review: 'sent_back', review_reason: reason },
    audit: auditDoc(storyId, { action: 'sent_back', reason }),
    auditId: roundId(storyId),
    trust: null,
    ...parts,
  });
}

/** Her edit as the adapter writes it, with review's fields in `review`. */
export function authorEdit(db: Firestore, storyId: string, review: Record<string, unknown> = {}) {
  return db.doc(`stories/${storyId}`).update({ title: 'Edited', updated_at: now(), ...review });
}

/** Her edit that (re)enters the queue. */
export const RESUBMIT = { review: 'waiting', review_reason: remove(), under_review: true };
