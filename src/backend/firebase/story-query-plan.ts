// Which Firestore query serves each story list. Pure, so it is tested without the SDK; every
// plan here has its composite index in firestore.indexes.json (the test checks that too).
import { LIMITS } from '@/domain/limits';
import type { StorySort } from '@/domain/vocabularies';
import type { StoryQuery } from '@/backend/port';
import { decodeStoryCursor, type FirestoreStoryCursor } from '@/backend/firebase/story-cursor';

/** Firestore's limit on array-contains-any values (30 since 2023); the 11 tags fit in one query. */
export const ARRAY_CONTAINS_ANY_MAX = 30;
export const STORY_PAGE_DEFAULT = 10;
export const STORY_PAGE_MAX = 50;
/** Own stories are one list without paging; this bounds a single reply (as on the server). */
export const MY_STORIES_MAX = 500;

/** The document id as an order key. */
export const DOC_ID_FIELD = '__name__';

export type Direction = 'asc' | 'desc';

export interface StoryFilter {
  field: string;
  op: '==' | 'array-contains-any' | '>';
  value: unknown;
}

export interface StoryQueryPlan {
  filters: StoryFilter[];
  orderBy: { field: string; direction: Direction }[];
  /** Values of the order keys of the last story already shown ({seconds, nanoseconds} for time). */
  startAfter:
    | [number, { seconds: number; nanoseconds: number }, string]
    | [{ seconds: number; nanoseconds: number }, string]
    | null;
  limit: number;
}

const ORDER: Record<StorySort, { field: string; direction: Direction }[]> = {
  newest: [
    { field: 'created_at', direction: 'desc' },
    { field: DOC_ID_FIELD, direction: 'desc' },
  ],
  oldest: [
    { field: 'created_at', direction: 'asc' },
    { field: DOC_ID_FIELD, direction: 'asc' },
  ],
  likes: [
    { field: 'reactionsCount', direction: 'desc' },
    { field: 'created_at', direction: 'desc' },
    { field: DOC_ID_FIELD, direction: 'desc' },
  ],
};

/** Public lists show only stories not under review; the rules refuse any query without this. */
const PUBLIC: StoryFilter = { field: 'under_review', op: '==', value: false };

function startAfter(cursor: FirestoreStoryCursor): StoryQueryPlan['startAfter'] {
  const time = { seconds: cursor.seconds, nanoseconds: cursor.nanoseconds };
  return cursor.sort === 'likes' ? [cursor.reactions ?? 0, time, cursor.id] : [time, cursor.id];
}

/** The Stories page: any-of tags, one of three orders, keyset paging. Asks one extra row. */
export function storyListPlan(query: StoryQuery): StoryQueryPlan {
  const tags = [...new Set(query.tags)];
  if (tags.length > ARRAY_CONTAINS_ANY_MAX) {
    throw new Error(`At most ${ARRAY_CONTAINS_ANY_MAX} tags per query`);
  }
  const cursor = query.cursor ? decodeStoryCursor(query.cursor, query.sort) : null;
  const requested = query.limit ?? STORY_PAGE_DEFAULT;
  const limit = Math.min(Math.max(1, Math.floor(requested) || STORY_PAGE_DEFAULT), STORY_PAGE_MAX);
  return {
    filters: [
      PUBLIC,
      ...(tags.length > 0
        ? [{ field: 'tags', op: 'array-contains-any' as const, value: tags }]
        : []),
    ],
    orderBy: ORDER[query.sort],
    startAfter: cursor ? startAfter(cursor) : null,
    limit: limit + 1,
  };
}

/** Home's top stories: most reactions, then newest. */
export function topStoriesPlan(): StoryQueryPlan {
  return {
    filters: [PUBLIC],
    orderBy: ORDER.likes,
    startAfter: null,
    limit: LIMITS.homeTopStories,
  };
}

/** Review before publishing (issue 36): the waiting stories, oldest first, as on the server. */
export const REVIEW_QUEUE_MAX = 100;
export function reviewQueuePlan(): StoryQueryPlan {
  return {
    filters: [{ field: 'review', op: '==', value: 'waiting' }],
    orderBy: ORDER.oldest,
    startAfter: null,
    limit: REVIEW_QUEUE_MAX,
  };
}

/** Moderation: stories with pending reports, most reported first. */
export const REPORTED_STORIES_MAX = 100;
export function reportedStoriesPlan(): StoryQueryPlan {
  return {
    filters: [{ field: 'pending_reports', op: '>', value: 0 }],
    orderBy: [
      { field: 'pending_reports', direction: 'desc' },
      { field: 'created_at', direction: 'desc' },
      { field: DOC_ID_FIELD, direction: 'desc' },
    ],
    startAfter: null,
    limit: REPORTED_STORIES_MAX,
  };
}
