// Turns a story query plan into a Firestore query and runs it.
import type { DocumentData, Query, QueryConstraint } from 'firebase/firestore/lite';
import type { Story } from '@/domain/entities';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { DOC_ID_FIELD, type StoryQueryPlan } from '@/backend/firebase/story-query-plan';
import { storyFromDoc } from '@/backend/firebase/story-doc';

export function storyQuery(
  { sdk, db }: FirestoreHandle,
  plan: StoryQueryPlan,
): Query<DocumentData> {
  const constraints: QueryConstraint[] = [
    ...plan.filters.map((filter) => sdk.where(filter.field, filter.op, filter.value)),
    ...plan.orderBy.map((order) =>
      sdk.orderBy(order.field === DOC_ID_FIELD ? sdk.documentId() : order.field, order.direction),
    ),
  ];
  if (plan.startAfter) {
    const values = plan.startAfter.map((value) =>
      typeof value === 'object' ? new sdk.Timestamp(value.seconds, value.nanoseconds) : value,
    );
    constraints.push(sdk.startAfter(...values));
  }
  constraints.push(sdk.limit(plan.limit));
  return sdk.query(sdk.collection(db, 'stories'), ...constraints);
}

export interface StoryRow {
  story: Story;
  /** created_at exactly as stored, for the next page's cursor. */
  createdAt: { seconds: number; nanoseconds: number };
}

export async function runStoryQuery(
  handle: FirestoreHandle,
  plan: StoryQueryPlan,
): Promise<StoryRow[]> {
  const snapshot = await handle.sdk.getDocs(storyQuery(handle, plan));
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    const created = data['created_at'] as { seconds?: number; nanoseconds?: number } | null;
    return {
      story: storyFromDoc(doc.id, data),
      createdAt: { seconds: created?.seconds ?? 0, nanoseconds: created?.nanoseconds ?? 0 },
    };
  });
}
