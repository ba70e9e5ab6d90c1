// Display helpers: anonymous author labels, text truncation, random picks.

import { LIMITS } from './limits';

// Pseudonyms are ids, not words: the same in every language. On stories and testimonials the id
// is the item's own random pseudonym (its author_id), never her account id, so two labels of hers
// never match; only the navigation bar, which she alone sees, labels her account.
const ANONYMOUS_PREFIX = 'Anonymous_';
const ANON_PREFIX = 'Anon_';

/** 'Anonymous_' + first 8 id characters (her navigation bar; a testimonial's pseudonym). */
export function anonymousName(id: string): string {
  return ANONYMOUS_PREFIX + id.slice(0, LIMITS.idPrefixLong);
}

/** 'Anonymous_' + first 6 characters of a story's pseudonym (Home top stories). */
export function anonymousShortName(pseudonym: string): string {
  return ANONYMOUS_PREFIX + pseudonym.slice(0, LIMITS.idPrefixShort);
}

/** 'Anon_' + first 6 characters of a story's pseudonym (Stories page cards, admin cards). */
export function anonName(pseudonym: string): string {
  return ANON_PREFIX + pseudonym.slice(0, LIMITS.idPrefixShort);
}

export const ELLIPSIS = '...';

/**
 * Cut text to `maxChars` characters and add '...' when it was longer. Characters are code
 * points, so an emoji is never split in half. A negative or fractional limit rounds to 0..n.
 */
export function truncateText(text: string, maxChars: number): { text: string; truncated: boolean } {
  const limit = Math.max(0, Math.floor(maxChars));
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: chars.slice(0, limit).join('') + ELLIPSIS, truncated: true };
}

/** An index in [0, length) from a random number in [0, 1); guards a source that returns 1. */
function randomIndex(length: number, random: () => number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random() * length)));
}

/** A random item (support toasts, hero phrases). Undefined only for an empty list. */
export function pickRandom<T>(list: readonly [T, ...T[]], random?: () => number): T;
export function pickRandom<T>(list: readonly T[], random?: () => number): T | undefined;
export function pickRandom<T>(list: readonly T[], random: () => number = Math.random) {
  return list.length === 0 ? undefined : list[randomIndex(list.length, random)];
}

/**
 * A random index other than `current` (uniform over the others), so each hero rotation shows
 * a new phrase. With one item it returns 0; `length` must be at least 1.
 */
export function pickDifferentIndex(
  length: number,
  current: number,
  random: () => number = Math.random,
): number {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`pickDifferentIndex needs a positive length, got ${length}`);
  }
  if (length === 1) return 0;
  const currentIsValid = Number.isInteger(current) && current >= 0 && current < length;
  if (!currentIsValid) return randomIndex(length, random);
  const index = randomIndex(length - 1, random);
  return index >= current ? index + 1 : index;
}
