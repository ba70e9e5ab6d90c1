// Review before publishing (issue 36 item 2): which stories wait for a moderator, why one is sent
// back, and what a moderator may change. Readers never receive a story that waits or was sent
// back; its author and admins do (policies.ts, mayReadUnpublishedStory).
import type { PlainMessageKey } from './messages';

/** STORY_REVIEW: `off` publishes at once; `first` holds a new author's stories until one of
 * hers is approved; `all` holds every new story. */
export const STORY_REVIEW_MODES = ['off', 'first', 'all'] as const;
export type StoryReviewMode = (typeof STORY_REVIEW_MODES)[number];

/** The states a reader never sees; a published story has none. */
export const REVIEW_STATES = ['waiting', 'sent_back'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Why a moderator sends a story back: stable ids (stored), words in the catalogue. */
export const SEND_BACK_REASONS = [
  { id: 'identifies-person', key: 'reviewReasonIdentifiesPerson' },
  { id: 'private-details', key: 'reviewReasonPrivateDetails' },
  { id: 'not-personal-story', key: 'reviewReasonNotPersonalStory' },
  { id: 'other', key: 'reviewReasonOther' },
] as const satisfies readonly { id: string; key: PlainMessageKey }[];
export type SendBackReason = (typeof SEND_BACK_REASONS)[number]['id'];

export function sendBackReasonKey(id: SendBackReason): PlainMessageKey {
  return SEND_BACK_REASONS.find((reason) => reason.id === id)?.key ?? 'reviewReasonOther';
}

/** The fields a moderator may redact, named as the story's answer names them. */
export const REDACTABLE_FIELDS = ['title', 'content', 'content_warning'] as const;
export type RedactableField = (typeof REDACTABLE_FIELDS)[number];

/**
 * The state a story takes when its author writes it (a new story, or her edit of one sent back):
 * `first` lets her publish once one of her stories has been published.
 */
export function reviewStateOnWrite(
  mode: StoryReviewMode,
  authorHasPublishedStory: boolean,
): 'waiting' | null {
  if (mode === 'all') return 'waiting';
  if (mode === 'first' && !authorHasPublishedStory) return 'waiting';
  return null;
}

/** What an admin did, as the audit log keeps it: never the text she wrote or a moderator removed. */
export type ReviewAction = 'published' | 'sent_back';

export interface ReviewAuditEntry {
  id: string;
  action: ReviewAction;
  /** Who acted (admins see each other's addresses, as on approved NGOs); absent once erased. */
  admin_email?: string;
  /** Absent once the story is deleted (its author's choice or her account's erasure). */
  story_id?: string;
  reason?: SendBackReason;
  changed_fields: RedactableField[];
  created_at: string;
}

/** The review queue's answer: the waiting stories, oldest first (the order they came in). */
export interface ReviewQueue {
  stories: import('./entities').Story[];
}

/** The audit log's answer, newest first. */
export interface ReviewAudit {
  entries: ReviewAuditEntry[];
}
