// The one list of what the data layer caches, so a write knows what to refresh. Every key is a
// tuple [query, ...params]. A query of one person's own data (her stories, her account, the admin
// lists) has her user id among its params, so no one else's session can read it from the cache;
// the public lists (answered by who asks too: `is_mine`, an admin's registration numbers) are
// forgotten whenever the signed-in person changes (see DataProvider).

/** What a query reads; afterWrite refreshes queries by the topics a write changes. */
export type Query =
  | 'story-feed'
  | 'top-stories'
  | 'my-stories'
  | 'story'
  | 'testimonials'
  | 'ngo-directory'
  | 'admin-lists'
  | 'account-summary'
  // Whether she is mailed when something happens to one of her stories (issue 36 item 3).
  | 'story-mail'
  | 'offered-helpers'
  // The support her stories received, and how much of it is new (Your Stories, the navigation).
  | 'my-support'
  | 'google-available'
  // Her vault's ciphertexts (journal, safety plan): never what they hold (src/features/notes).
  | 'vault';

export type DataKey = readonly [Query, ...unknown[]];

/** The key of `query` with its parameters. */
export function dataKey(query: Query, ...params: unknown[]): DataKey {
  return [query, ...params];
}

/**
 * What a write can change, and the queries that show it. The admin lists are left out: the
 * dashboard updates them itself after its actions, and asks again whenever it is opened.
 */
export const TOPICS = {
  stories: ['story-feed', 'top-stories', 'my-stories', 'story'],
  testimonials: ['testimonials'],
  ngos: ['ngo-directory'],
  account: ['account-summary', 'my-stories'],
} as const satisfies Record<string, readonly Query[]>;

export type Topic = keyof typeof TOPICS;

export function isDataKey(key: unknown): key is DataKey {
  return Array.isArray(key) && typeof key[0] === 'string';
}

/** Whether a cached key belongs to one of `topics`. */
export function keyInTopics(key: unknown, topics: readonly Topic[]): boolean {
  if (!isDataKey(key)) return false;
  return topics.some((topic) => (TOPICS[topic] as readonly Query[]).includes(key[0]));
}
