// The deployed index file itself (the '@' alias is src/; the file sits beside it).
import indexesJson from '@/../firestore.indexes.json?raw';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_SORTS, STORY_TAGS } from '@/domain/vocabularies';
import { encodeStoryCursor } from '@/backend/firebase/story-cursor';
import { OWNER_COLLECTIONS } from '@/backend/firebase/owner-docs';
import {
  ARRAY_CONTAINS_ANY_MAX,
  DOC_ID_FIELD,
  reportedStoriesPlan,
  reviewQueuePlan,
  STORY_PAGE_MAX,
  storyListPlan,
  topStoriesPlan,
  type StoryQueryPlan,
} from '@/backend/firebase/story-query-plan';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(indexesJson) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

/** The composite index a plan needs: equality and array filters, then the order keys. */
function neededIndex(plan: StoryQueryPlan): IndexField[] {
  const fields: IndexField[] = [];
  for (const filter of plan.filters) {
    if (filter.op === '==') fields.push({ fieldPath: filter.field, order: 'ASCENDING' });
    if (filter.op === 'array-contains-any')
      fields.push({ fieldPath: filter.field, arrayConfig: 'CONTAINS' });
  }
  for (const order of plan.orderBy) {
    if (order.field === DOC_ID_FIELD) continue;
    fields.push({
      fieldPath: order.field,
      order: order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    });
  }
  return fields;
}

function hasIndex(plan: StoryQueryPlan): boolean {
  const needed = neededIndex(plan);
  if (needed.length <= 1) return true; // Single-field indexes exist by default.
  return indexes.some(
    (index) =>
      index.collectionGroup === 'stories' &&
      JSON.stringify(index.fields) === JSON.stringify(needed),
  );
}

describe('story query plans', () => {
  it('filters public lists to stories not under review, with any-of tags', () => {
    const plan = storyListPlan({ tags: ['Legal', 'Support', 'Legal'], sort: 'newest' });
    expect(plan.filters).toEqual([
      { field: 'under_review', op: '==', value: false },
      { field: 'tags', op: 'array-contains-any', value: ['Legal', 'Support'] },
    ]);
    expect(plan.orderBy).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: DOC_ID_FIELD, direction: 'desc' },
    ]);
    expect(plan.startAfter).toBeNull();
    expect(plan.limit).toBe(11);
  });

  it('fits every tag into one array-contains-any query', () => {
    expect(STORY_TAGS.length).toBeLessThanOrEqual(ARRAY_CONTAINS_ANY_MAX);
    const plan = storyListPlan({ tags: STORY_TAGS, sort: 'likes' });
    expect(plan.filters[1]?.value).toEqual([...STORY_TAGS]);
  });

  it('orders by reactions, then time, then id for likes, and resumes after the cursor', () => {
    const cursor = encodeStoryCursor({
      sort: 'likes',
      seconds: 10,
      nanoseconds: 5,
      id: 'abc',
      reactions: 4,
    });
    const plan = storyListPlan({ tags: [], sort: 'likes', cursor, limit: 5 });
    expect(plan.orderBy.map((o) => o.field)).toEqual([
      'reactionsCount',
      'created_at',
      DOC_ID_FIELD,
    ]);
    expect(plan.startAfter).toEqual([4, { seconds: 10, nanoseconds: 5 }, 'abc']);
    expect(plan.limit).toBe(6);
  });

  it('ignores a cursor made for another sort and caps the page size', () => {
    const cursor = encodeStoryCursor({ sort: 'newest', seconds: 1, nanoseconds: 0, id: 'x' });
    const plan = storyListPlan({ tags: [], sort: 'oldest', cursor, limit: 10_000 });
    expect(plan.startAfter).toBeNull();
    expect(plan.limit).toBe(STORY_PAGE_MAX + 1);
    expect(plan.orderBy[0]).toEqual({ field: 'created_at', direction: 'asc' });
  });

  it('has a composite index in firestore.indexes.json for every query it makes', () => {
    fc.assert(
      fc.property(fc.subarray([...STORY_TAGS]), fc.constantFrom(...STORY_SORTS), (tags, sort) =>
        hasIndex(storyListPlan({ tags, sort })),
      ),
    );
    expect(hasIndex(topStoriesPlan())).toBe(true);
    expect(hasIndex(reportedStoriesPlan())).toBe(true);
    expect(hasIndex(reviewQueuePlan())).toBe(true);
  });

  it('has the owner documents’ index that her own lists use (owner-docs.ts)', () => {
    for (const collection of Object.values(OWNER_COLLECTIONS)) {
      expect(indexes).toContainEqual({
        collectionGroup: collection,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'uid', order: 'ASCENDING' },
          { fieldPath: 'created_at', order: 'DESCENDING' },
        ],
      });
    }
  });

  it('has no index on a story’s author: stories are never looked up by their owner', () => {
    const fields = indexes.flatMap((index) =>
      index.collectionGroup === 'stories' ? index.fields.map((field) => field.fieldPath) : [],
    );
    expect(fields).not.toContain('author_id');
  });
});
