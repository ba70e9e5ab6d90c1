// "Restored" (issue 36 item 3): an admin read the reports that hid her story and put it back.
// The mark lives on her owner document (story_owners/{id}), which only she and admins read, not
// on the public story: that a story was once hidden by reports is hers to know, not its
// readers'. firestore.rules let an admin set it only in the batch that un-hides a story hidden by
// reports, and make the report that hides it again take it off, as the server's restored_at.
import type { Story } from '@/domain/entities';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { ownerPath } from '@/backend/firebase/owner-docs';

export const RESTORED_FIELD = 'restored_at';

/** Her story with `restored: true` when her owner document is marked and reports do not hide it. */
export function withRestored(story: Story, ownerData: Record<string, unknown> | null): Story {
  const marked = ownerData?.[RESTORED_FIELD] != null;
  return marked && story.under_review !== true ? { ...story, restored: true } : story;
}

/** The owner document and the write that marks it restored now. */
export function restoredMark({ sdk, db }: FirestoreHandle, storyId: string) {
  return [
    sdk.doc(db, ownerPath('stories', storyId)),
    { [RESTORED_FIELD]: sdk.serverTimestamp() },
  ] as const;
}

/** The owner document and the write that takes the mark off (a report hiding the story again). */
export function restoredCleared({ sdk, db }: FirestoreHandle, storyId: string) {
  return [
    sdk.doc(db, ownerPath('stories', storyId)),
    { [RESTORED_FIELD]: sdk.deleteField() },
  ] as const;
}
