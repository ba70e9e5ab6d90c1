// The public story answers (list pages and Home's top stories as a visitor gets them), kept while
// no story changed. Each request still asks the database one short question, the version of
// public_stories_version, which the commit of any transaction writing stories or attached media
// moves (migration 0011). So a kept answer is sent only when it is exactly what the query would
// return now: a story hidden, withdrawn or erased is gone from the very next answer, whichever
// server process made the change. The query and its JSON are then paid once per change rather
// than on every request. A signed-in reader's answers carry her own likes and are never kept.
import { sql } from 'drizzle-orm';
import type { Story } from '@/domain/entities';
import type { Database } from '../db/database';
import { publicStoriesVersion } from '../db/schema';
import {
  listStories,
  oncePerDatabase,
  type StoryListParams,
  storiesJson,
  topStories,
} from './story-queries';

/** An answer and its JSON text, as sent. */
export interface PublicAnswer<T> {
  value: T;
  json: string;
}

export interface PublicAnswerCacheOptions {
  /** JSON text kept at most, in characters (the least recently asked goes first). */
  maxChars: number;
}

/**
 * 4 MB of text: every sort and tag's first pages many times over. Cursors are the reader's to
 * vary, so answers a crawler asks once only push out older ones.
 */
export const PUBLIC_ANSWER_CACHE: PublicAnswerCacheOptions = { maxChars: 4_000_000 };

interface Kept {
  version: bigint;
  /** The read under way, then its answer: requests at its version while it runs share it. */
  answer: Promise<PublicAnswer<unknown>>;
  /** Its JSON's length once read (0 while it is read). */
  chars: number;
}

/** `answerOf(key, version, read)`: the answer kept for `key` at `version`, else `read()`'s. */
export function publicAnswerCache(options: PublicAnswerCacheOptions = PUBLIC_ANSWER_CACHE) {
  const kept = new Map<string, Kept>();
  let chars = 0;
  const drop = (key: string, which?: Kept) => {
    const found = kept.get(key);
    if (!found || (which && found !== which)) return;
    kept.delete(key);
    chars -= found.chars;
  };
  return {
    answerOf<T>(key: string, versionText: string, read: () => Promise<T>) {
      const version = BigInt(versionText);
      const found = kept.get(key);
      if (found?.version === version) {
        kept.delete(key);
        kept.set(key, found); // now the most recently asked
        return found.answer as Promise<PublicAnswer<T>>;
      }
      // Read after the version: the rows are at least as new as it, so keeping them under it is
      // safe (a write in between moved the version, and no later request asks for this one).
      const answer = read().then((value) => ({ value, json: JSON.stringify(value) }));
      // A request that read an older version than the kept one (it was slow) answers alone.
      if (found && found.version > version) return answer;
      drop(key);
      const entry: Kept = { version, answer, chars: 0 };
      kept.set(key, entry);
      answer.then(
        ({ json }) => {
          if (kept.get(key) !== entry) return;
          if (json.length > options.maxChars) return drop(key, entry);
          entry.chars = json.length;
          chars += json.length;
          for (const oldest of kept.keys()) {
            if (chars <= options.maxChars) break;
            drop(oldest);
          }
        },
        () => drop(key, entry), // a failed read is not kept: the next request reads again
      );
      return answer;
    },
    /** How many answers and characters are kept (for tests). */
    size: () => ({ answers: kept.size, chars }),
  };
}

/** The database's own kept answers (its version is the database's). */
const cacheOf = (db: Database) => oncePerDatabase(db, 'public answers', () => publicAnswerCache());

/** The current version of the public stories, as text (a bigint). */
export async function publicStoriesVersionOf(db: Database): Promise<string> {
  const [row] = await oncePerDatabase(db, 'public_stories_version', () =>
    db
      .select({ version: sql<string>`${publicStoriesVersion.version}::text` })
      .from(publicStoriesVersion)
      .prepare('public_stories_version'),
  ).execute();
  if (!row) throw new Error('public_stories_version has no row');
  return row.version;
}

/**
 * A list page for `viewerId`: a visitor's is kept (and shared by every visitor); a signed-in
 * reader's carries her own likes and reports, so it is read afresh for her and never kept.
 */
export async function storyListPage(
  db: Database,
  params: StoryListParams,
  viewerId: string | null,
): Promise<PublicAnswer<Awaited<ReturnType<typeof listStories>>>> {
  if (viewerId) {
    const value = await listStories(db, params, viewerId);
    return {
      value,
      get json() {
        return JSON.stringify(value);
      },
    };
  }
  const key = JSON.stringify(['list', params.sort, params.tags, params.cursor, params.limit]);
  const version = await publicStoriesVersionOf(db);
  return cacheOf(db).answerOf(key, version, () => listStories(db, params));
}

/** Home's top stories, as `/api/stories/top` answers them. */
export async function publicTopStories(db: Database): Promise<PublicAnswer<{ stories: Story[] }>> {
  const version = await publicStoriesVersionOf(db);
  return cacheOf(db).answerOf('top', version, async () => ({
    stories: storiesJson(await topStories(db)),
  }));
}
