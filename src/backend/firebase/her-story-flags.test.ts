// withHerFlags on a stand-in for the Firestore SDK that keeps documents in memory and answers
// only the query shape firestore.rules let her make (user_id == her uid). The rules themselves
// and the real SDK are exercised by the port contract on the emulators.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import type { FirestoreHandle } from '@/backend/firebase/firebase-services';
import { IN_FILTER_MAX, withHerFlags } from '@/backend/firebase/her-story-flags';

interface Doc {
  user_id: string;
  story_id: string;
}

interface Filter {
  field: string;
  op: string;
  value: unknown;
}

/** The SDK calls withHerFlags makes, over `docs` per collection; records each query. */
function fakeHandle(docs: Record<string, Doc[]>) {
  const queries: { collection: string; filters: Filter[] }[] = [];
  const sdk = {
    collection: (_db: unknown, name: string) => ({ name }),
    where: (field: string, op: string, value: unknown): Filter => ({ field, op, value }),
    query: (collection: { name: string }, ...filters: Filter[]) => ({ collection, filters }),
    getDocs: async (query: { collection: { name: string }; filters: Filter[] }) => {
      queries.push({ collection: query.collection.name, filters: query.filters });
      const mine = query.filters.find((f) => f.field === 'user_id' && f.op === '==');
      // What the rules refuse: a query not limited to her own documents.
      if (!mine) throw new Error('permission-denied');
      const matches = (doc: Doc) =>
        query.filters.every((f) =>
          f.op === 'in'
            ? (f.value as unknown[]).includes(doc[f.field as keyof Doc])
            : doc[f.field as keyof Doc] === f.value,
        );
      const found = (docs[query.collection.name] ?? []).filter(matches);
      return Promise.resolve({ docs: found.map((doc) => ({ data: () => ({ ...doc }) })) });
    },
  };
  const handle = { sdk, db: {} } as unknown as FirestoreHandle;
  return { handle, queries };
}

function story(id: string): Story {
  return {
    id,
    title: id,
    content: 'Text',
    tags: [],
    media_urls: [],
    author_id: 'pseudonym',
    created_at: '2025-01-01T00:00:00.000Z',
    reactionsCount: 0,
  };
}

describe('her flags on Firebase', () => {
  it("marks what she liked and reported, asking about the page's stories only, her own documents only, 30 ids a query, and nothing for a visitor", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 120 }),
        fc.func(fc.boolean()),
        fc.func(fc.boolean()),
        async (ids, liked, reported) => {
          // Hers among someone else's, and hers on stories not on the page.
          const docs = (did: (id: string) => boolean) => [
            ...ids.filter((id) => did(id)).map((id) => ({ user_id: 'her', story_id: id })),
            ...ids.map((id) => ({ user_id: 'him', story_id: id })),
            { user_id: 'her', story_id: 'not-listed' },
          ];
          const { handle, queries } = fakeHandle({
            reactions: docs(liked),
            reports: docs(reported),
          });
          const page = ids.map(story);
          const flagged = await withHerFlags(handle, 'her', page);
          // A flag she has not earned is absent, not false.
          expect(
            flagged.map(({ id, liked_by_me, reported_by_me }) => [id, liked_by_me, reported_by_me]),
          ).toEqual(ids.map((id) => [id, liked(id) || undefined, reported(id) || undefined]));
          expect(flagged.map((one) => 'liked_by_me' in one)).toEqual(ids.map((id) => liked(id)));
          const perCollection = ids.length === 0 ? 0 : Math.ceil(ids.length / IN_FILTER_MAX);
          expect(queries).toHaveLength(2 * perCollection);
          for (const query of queries) {
            expect(query.filters).toContainEqual({ field: 'user_id', op: '==', value: 'her' });
            const wanted = query.filters.find((filter) => filter.op === 'in');
            const values = wanted?.value as string[];
            expect(values.length).toBeLessThanOrEqual(IN_FILTER_MAX);
            expect(values.every((id) => ids.includes(id))).toBe(true);
          }
          queries.length = 0;
          expect(await withHerFlags(handle, null, page)).toEqual(page);
          expect(queries).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });
});
