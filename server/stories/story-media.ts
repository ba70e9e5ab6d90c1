// Which media rows a story may list: its own, or the caller's uploads not yet attached.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import { refuseWith } from '../http/error-handler';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type MediaRow = typeof media.$inferSelect;

const NOT_ATTACHABLE = 'A media file cannot be attached: upload it again.';

/** The stored file name's stem is the media id (see media-files.ts). */
function mediaIdOf(fileName: string): string {
  return fileName.slice(0, fileName.lastIndexOf('.'));
}

/**
 * The media rows for `fileNames`, in the same order. Each must be attached to `storyId`
 * already, or be an unattached upload of `ownerId`; anything else (missing, someone else's,
 * another story's) is one 400 that does not say which, so no one learns about others' files.
 */
export async function attachableMedia(
  tx: Tx,
  {
    fileNames,
    ownerId,
    storyId,
  }: { fileNames: readonly string[]; ownerId: string; storyId?: string },
): Promise<MediaRow[]> {
  if (fileNames.length === 0) return [];
  const rows = await tx
    .select()
    .from(media)
    .where(inArray(media.id, fileNames.map(mediaIdOf)));
  const byName = new Map(rows.map((row) => [row.fileName, row]));
  return fileNames.map((name) => {
    const row = byName.get(name);
    const usable =
      row &&
      ((storyId !== undefined && row.storyId === storyId) ||
        (row.storyId === null && row.ownerId === ownerId));
    if (!usable) refuseWith(400, 'invalidRequest', NOT_ATTACHABLE);
    return row;
  });
}

/**
 * Attaches the caller's unattached uploads to the story. The conditions are checked again by
 * the update itself, so two requests racing for one upload cannot both attach it.
 */
export async function attachMedia(
  tx: Tx,
  { ids, ownerId, storyId }: { ids: readonly string[]; ownerId: string; storyId: string },
) {
  if (ids.length === 0) return;
  const attached = await tx
    .update(media)
    .set({ storyId })
    .where(and(inArray(media.id, [...ids]), eq(media.ownerId, ownerId), isNull(media.storyId)))
    .returning({ id: media.id });
  if (attached.length !== ids.length) refuseWith(400, 'invalidRequest', NOT_ATTACHABLE);
}

/** Deletes the story's media rows not in `keepIds`; returns their file names for removal. */
export async function detachOtherMedia(
  tx: Tx,
  { storyId, keepIds }: { storyId: string; keepIds: readonly string[] },
): Promise<string[]> {
  const removed = await tx
    .delete(media)
    .where(
      and(
        eq(media.storyId, storyId),
        keepIds.length > 0 ? notInArray(media.id, [...keepIds]) : undefined,
      ),
    )
    .returning({ fileName: media.fileName });
  return removed.map((row) => row.fileName);
}
