// Opaque keyset cursors: base64url of the last row's sort key. Never an offset.
import { z } from 'zod';
import { isLowerCaseUuid } from '@/domain/uuid';
import { STORY_SORTS, type StorySort } from '@/domain/vocabularies';

/** created_at as PostgreSQL renders it for the cursor: UTC with microseconds. */
const MICROS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export interface StoryCursor {
  sort: StorySort;
  /** created_at, microsecond precision (a JS Date would drop the microseconds). */
  createdAt: string;
  id: string;
  /** reactions_count; only for sort 'likes'. */
  reactions?: number;
}

const payloadSchema = z
  .object({
    s: z.enum(STORY_SORTS),
    c: z.string().regex(MICROS_TIMESTAMP).refine(isRealTimestamp),
    i: z.string().refine(isLowerCaseUuid),
    r: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .strict()
  .refine((p) => (p.s === 'likes') === (p.r !== undefined));

/** A timestamp PostgreSQL will accept: the date and time must exist (no 2024-02-31). */
function isRealTimestamp(value: string): boolean {
  const millis = `${value.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis;
}

export function encodeCursor(cursor: StoryCursor): string {
  const payload = {
    s: cursor.sort,
    c: cursor.createdAt,
    i: cursor.id,
    ...(cursor.sort === 'likes' ? { r: cursor.reactions ?? 0 } : {}),
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The cursor, or null when it is malformed or was made for another sort order. */
export function decodeCursor(text: string, sort: StorySort): StoryCursor | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(raw);
  if (!parsed.success || parsed.data.s !== sort) return null;
  const { s, c, i, r } = parsed.data;
  return { sort: s, createdAt: c, id: i, ...(r === undefined ? {} : { reactions: r }) };
}
