// Serves stored media at /media/<random id>.<ext> (outside /api, public: whoever has the random
// URL may fetch it, which previews of not-yet-shared uploads need).
//
// The Content-Type comes from the file's `media` row, not the extension: it is the type detected
// at upload (so a WebM voice note is served as audio/webm), and a file whose row is gone (its
// story was deleted but the file could not be) is never served. One primary-key lookup a request,
// which also gives the size: the row records the stored bytes, and a row never outlives its file
// (files are stored before their row is written and removed after it is deleted), so the store
// is asked only for the bytes: no stat, and on a bucket no HeadObject round trip per request.
// A story that reports have hidden hides its media too, from everyone it hides the story from.
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { SessionUser } from '@/domain/entities';
import { media, stories } from '../db/schema';
import { callerOf } from '../http/authorize';
import type { RouteDeps } from '../http/route-deps';
import { mayKnowOfHidden } from '../stories/story-policy';
import { isStoredMediaName, mediaIdOf } from './media-files';
import type { ByteRange } from './media-store';

/**
 * A single `Range: bytes=...` against a file of `size` bytes: the inclusive range to send,
 * 'unsatisfiable' (416), or null to send the whole file (no header, several ranges, or a header
 * we do not understand, which RFC 9110 lets a server ignore).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

export function mediaFileRoutes(
  { db, mediaStore }: RouteDeps,
  /** Who is asking; consulted only for a hidden story's media. */
  viewerOf: (headers: Headers) => Promise<SessionUser | null>,
) {
  const app = new Hono();

  // GET also answers HEAD (Hono runs the GET handler and drops the body); we check the method
  // so a HEAD never opens the file (or fetches the object).
  app.get('/:fileName', async (c) => {
    const fileName = c.req.param('fileName');
    if (!isStoredMediaName(fileName)) return notFound(c);
    const [row] = await db
      .select({
        fileName: media.fileName,
        mimeType: media.mimeType,
        sizeBytes: media.sizeBytes,
        ownerId: media.ownerId,
        storyHiddenAt: stories.hiddenAt,
        storyReviewState: stories.reviewState,
      })
      .from(media)
      .leftJoin(stories, eq(stories.id, media.storyId))
      .where(eq(media.id, mediaIdOf(fileName)))
      .limit(1);
    if (!row || row.fileName !== fileName) return notFound(c);
    // Hidden by reports, or not yet published (waiting for review, sent back): hers and admins'.
    if (row.storyHiddenAt || row.storyReviewState) {
      // Media are attached by their owner only, so the owner is the story's author.
      const viewer = callerOf(await viewerOf(c.req.raw.headers));
      if (!mayKnowOfHidden(viewer, row.ownerId)) return notFound(c);
    }

    const size = row.sizeBytes;

    const headers = new Headers({
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    });
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    headers.set('Content-Type', row.mimeType);
    headers.set('Content-Length', String(end - start + 1));
    headers.set('Content-Disposition', 'inline');
    // Never kept: a photo she opened must not stay in the browser of a shared phone after the
    // tab is closed (nor a deleted story's media in any cache).
    headers.set('Cache-Control', 'no-store');
    if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
    const status = range ? 206 : 200;

    if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
    const body = await mediaStore.read(fileName, { start, end });
    if (!body) return notFound(c);
    return new Response(body, { status, headers });
  });

  // Nothing else lives under /media: other methods, nested paths and odd names are 404, never
  // the SPA's index page.
  app.all('*', (c) => notFound(c));
  return app;
}

function notFound(c: Context) {
  return c.text('Not found', 404);
}
