import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_SORTS } from '@/domain/vocabularies';
import {
  decodeStoryCursor,
  encodeStoryCursor,
  type FirestoreStoryCursor,
} from '@/backend/firebase/story-cursor';

const cursorArb: fc.Arbitrary<FirestoreStoryCursor> = fc
  .record({
    sort: fc.constantFrom(...STORY_SORTS),
    seconds: fc.integer({ min: 0, max: 253_402_300_799 }),
    nanoseconds: fc.integer({ min: 0, max: 999_999_999 }),
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    reactions: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ reactions, ...rest }) => (rest.sort === 'likes' ? { ...rest, reactions } : rest));

describe('Firestore story cursors', () => {
  it('round-trip for the sort they were made for, and for no other', () => {
    fc.assert(
      fc.property(cursorArb, (cursor) => {
        const text = encodeStoryCursor(cursor);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeStoryCursor(text, cursor.sort)).toEqual(cursor);
        for (const other of STORY_SORTS.filter((sort) => sort !== cursor.sort)) {
          expect(decodeStoryCursor(text, other)).toBeNull();
        }
      }),
    );
  });

  it('rejects anything else without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...STORY_SORTS), (text, sort) => {
        const decoded = decodeStoryCursor(text, sort);
        if (decoded) expect(encodeStoryCursor(decoded)).toBe(text);
      }),
    );
    const forged = btoa(JSON.stringify({ s: 'newest', t: [1, 0], i: '../stories' }));
    expect(decodeStoryCursor(forged, 'newest')).toBeNull();
    const extra = btoa(JSON.stringify({ s: 'newest', t: [1, 0], i: 'a', x: 1 }));
    expect(decodeStoryCursor(extra, 'newest')).toBeNull();
  });
});
