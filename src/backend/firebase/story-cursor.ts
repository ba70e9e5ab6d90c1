// Opaque page cursors for Firestore story lists: base64url of the last story's sort key
// (reaction count for 'likes', created_at to the nanosecond, document id). Never an offset.
import { STORY_SORTS, type StorySort } from '@/domain/vocabularies';

export interface FirestoreStoryCursor {
  sort: StorySort;
  seconds: number;
  nanoseconds: number;
  id: string;
  /** reactionsCount; only for sort 'likes'. */
  reactions?: number;
}

const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

function toBase64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

export function encodeStoryCursor(cursor: FirestoreStoryCursor): string {
  const payload = {
    s: cursor.sort,
    t: [cursor.seconds, cursor.nanoseconds],
    i: cursor.id,
    ...(cursor.sort === 'likes' ? { r: cursor.reactions ?? 0 } : {}),
  };
  return toBase64Url(JSON.stringify(payload));
}

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** The cursor, or null when malformed or made for another sort order (then page one is served). */
export function decodeStoryCursor(text: string, sort: StorySort): FirestoreStoryCursor | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { s, t, i, r, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (!(STORY_SORTS as readonly unknown[]).includes(s) || s !== sort) return null;
  if (!Array.isArray(t) || t.length !== 2) return null;
  const [seconds, nanoseconds] = t as unknown[];
  if (!isCount(seconds, 253_402_300_799) || !isCount(nanoseconds, 999_999_999)) return null;
  if (typeof i !== 'string' || !DOC_ID.test(i)) return null;
  if ((sort === 'likes') !== (r !== undefined)) return null;
  if (r !== undefined && !isCount(r, Number.MAX_SAFE_INTEGER)) return null;
  return { sort, seconds, nanoseconds, id: i, ...(r === undefined ? {} : { reactions: r }) };
}
