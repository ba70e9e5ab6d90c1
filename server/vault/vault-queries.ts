// Her vault's rows (issue 37). Every query names her user id: no statement here can read or
// change another's rows, whoever asks (an admin included). What the rows hold is opaque: sealed
// by her browser with a key derived from a passphrase the server never receives.
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import { MY_VAULT_NOTE, type MyVaultCopy } from '@/domain/my-data';
import type {
  StoredVaultItem,
  StoredVaultItemKind,
  StoredWrappedKeyRecord,
} from '@/domain/vault-records';
import type { Database } from '../db/database';
import { media, vaultAttachments, vaultItems, vaultKeys } from '../db/schema';
import { refuse, refuseWith } from '../http/error-handler';

type Reader = Pick<Database, 'select'>;

export async function readVaultKey(
  db: Database,
  userId: string,
): Promise<StoredWrappedKeyRecord | null> {
  const [row] = await db
    .select({ record: vaultKeys.record })
    .from(vaultKeys)
    .where(eq(vaultKeys.userId, userId));
  return (row?.record as StoredWrappedKeyRecord | undefined) ?? null;
}

/**
 * Her first record (none stored), or a re-wrap of the stored one when `previousWrappedKey` is
 * its wrapped key. Either is one conditional statement, so of two tabs racing, one wins and the
 * other is told 409 (conflict) rather than overwriting it.
 */
export async function saveVaultKey(
  db: Database,
  userId: string,
  record: StoredWrappedKeyRecord,
  previousWrappedKey: string | undefined,
): Promise<void> {
  const saved =
    previousWrappedKey === undefined
      ? await db
          .insert(vaultKeys)
          .values({ userId, record })
          .onConflictDoNothing()
          .returning({ userId: vaultKeys.userId })
      : await db
          .update(vaultKeys)
          .set({ record, updatedAt: sql`now()` })
          .where(
            and(
              eq(vaultKeys.userId, userId),
              sql`${vaultKeys.record}->>'wrappedKey' = ${previousWrappedKey}`,
            ),
          )
          .returning({ userId: vaultKeys.userId });
  if (saved.length === 0) {
    refuseWith(409, 'conflict', 'The passphrase was changed meanwhile, or no vault exists yet.');
  }
}

export async function listVaultItems(db: Database, userId: string): Promise<StoredVaultItem[]> {
  const rows = await db
    .select({
      id: vaultItems.id,
      kind: vaultItems.kind,
      sealed: vaultItems.sealed,
      updatedAt: vaultItems.updatedAt,
    })
    .from(vaultItems)
    .where(eq(vaultItems.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as StoredVaultItemKind,
    sealed: row.sealed,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Creates or replaces her item. An id someone else holds is answered as a missing one (404) and
 * left as it is: the upsert changes a row only where it is hers.
 */
export async function saveVaultItem(
  db: Database,
  userId: string,
  item: { itemId: string; kind: StoredVaultItemKind; sealed: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One writer per vault at a time, so the count below holds until the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${HER_FILES_LOCK_CLASS}, hashtext(${userId}))`,
    );
    const [existing] = await tx
      .select({ userId: vaultItems.userId })
      .from(vaultItems)
      .where(eq(vaultItems.id, item.itemId));
    if (existing && existing.userId !== userId) refuseWith(404, 'notFound', 'Not found.');
    if (!existing) {
      const [held] = await tx
        .select({ n: count() })
        .from(vaultItems)
        .where(eq(vaultItems.userId, userId));
      if ((held?.n ?? 0) >= LIMITS.vaultItemsMax) {
        refuseWith(409, 'conflict', `Your notes hold at most ${LIMITS.vaultItemsMax} items.`);
      }
    }
    const saved = await tx
      .insert(vaultItems)
      .values({ id: item.itemId, userId, kind: item.kind, sealed: item.sealed })
      .onConflictDoUpdate({
        target: vaultItems.id,
        set: { kind: item.kind, sealed: item.sealed, updatedAt: sql`now()` },
        setWhere: eq(vaultItems.userId, userId),
      })
      .returning({ id: vaultItems.id });
    if (saved.length === 0) refuseWith(404, 'notFound', 'Not found.');
  });
}

/**
 * Her item and its attachments' rows; returns the files to remove once the rows are gone (a
 * crash between leaves only files without rows, which the media sweep removes). 404 when she
 * has neither an item nor attachments of that id.
 */
export async function deleteVaultItem(
  db: Database,
  userId: string,
  itemId: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .delete(vaultAttachments)
      .where(and(eq(vaultAttachments.userId, userId), eq(vaultAttachments.itemId, itemId)))
      .returning({ fileName: vaultAttachments.fileName });
    const items = await tx
      .delete(vaultItems)
      .where(and(eq(vaultItems.userId, userId), eq(vaultItems.id, itemId)))
      .returning({ id: vaultItems.id });
    if (items.length === 0 && files.length === 0) refuseWith(404, 'notFound', 'Not found.');
    return files.map((file) => file.fileName);
  });
}

/**
 * Everything of her vault's rows (forgot her passphrase, or her account's erasure in `tx`);
 * returns the attachment files to remove once committed.
 */
export async function eraseVaultRows(
  tx: Pick<Database, 'delete'>,
  userId: string,
): Promise<string[]> {
  const files = await tx
    .delete(vaultAttachments)
    .where(eq(vaultAttachments.userId, userId))
    .returning({ fileName: vaultAttachments.fileName });
  await tx.delete(vaultItems).where(eq(vaultItems.userId, userId));
  await tx.delete(vaultKeys).where(eq(vaultKeys.userId, userId));
  return files.map((file) => file.fileName);
}

/** Her attachment's stored file and size, or null when she has none of that id. */
export async function findVaultAttachment(
  db: Database,
  userId: string,
  attachmentId: string,
): Promise<{ fileName: string; sizeBytes: number } | null> {
  const [row] = await db
    .select({ fileName: vaultAttachments.fileName, sizeBytes: vaultAttachments.sizeBytes })
    .from(vaultAttachments)
    .where(and(eq(vaultAttachments.id, attachmentId), eq(vaultAttachments.userId, userId)));
  return row ?? null;
}

/** Deletes her attachment's row; its file name, or a 404 when she has none of that id. */
export async function deleteVaultAttachment(
  db: Database,
  userId: string,
  attachmentId: string,
): Promise<string> {
  const [row] = await db
    .delete(vaultAttachments)
    .where(and(eq(vaultAttachments.id, attachmentId), eq(vaultAttachments.userId, userId)))
    .returning({ fileName: vaultAttachments.fileName });
  if (!row) refuseWith(404, 'notFound', 'Not found.');
  return row.fileName;
}

/**
 * Keys the per-user lock of her vault's writes and of every file counted in her quota: sealed
 * attachments here and story media (media-routes.ts), so an attachment and a story's photo
 * recorded at once are counted against one quota one after the other.
 */
export const HER_FILES_LOCK_CLASS = 7_241_002;

/** Bytes of her sealed attachments: part of her media quota. */
export async function vaultStoredBytes(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(vaultAttachments.sizeBytes) })
    .from(vaultAttachments)
    .where(eq(vaultAttachments.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Bytes of all her files: story media and sealed attachments (her media quota counts both). */
export async function herStoredBytes(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(media.sizeBytes) })
    .from(media)
    .where(eq(media.ownerId, userId));
  return Number(row?.bytes ?? 0) + (await vaultStoredBytes(db, userId));
}

/** A new attachment's row, unless her quota or the item's count is reached meanwhile. */
export async function recordVaultAttachment(
  db: Database,
  row: { id: string; userId: string; itemId: string; fileName: string; sizeBytes: number },
  quotaBytes: number,
  quotaRefusal: () => never,
  /** Called as the row is written, before that commits (see UploadInFlight). */
  onRecording: () => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${HER_FILES_LOCK_CLASS}, hashtext(${row.userId}))`,
    );
    const [taken] = await tx
      .select({ userId: vaultAttachments.userId })
      .from(vaultAttachments)
      .where(eq(vaultAttachments.id, row.id));
    if (taken) {
      if (taken.userId !== row.userId) refuseWith(404, 'notFound', 'Not found.');
      refuseWith(409, 'conflict', 'This attachment is stored already.');
    }
    const [held] = await tx
      .select({ n: count() })
      .from(vaultAttachments)
      .where(and(eq(vaultAttachments.userId, row.userId), eq(vaultAttachments.itemId, row.itemId)));
    if ((held?.n ?? 0) >= LIMITS.vaultAttachmentsPerItemMax) refuse(409, 'tooManyFiles');
    if ((await herStoredBytes(tx, row.userId)) + row.sizeBytes > quotaBytes) quotaRefusal();
    await tx.insert(vaultAttachments).values(row);
    onRecording();
  });
}

/**
 * Her vault as her data file carries it (issue 37): the ciphertext as stored, with a note that
 * only her passphrase opens it; undefined when she keeps none.
 */
export async function vaultCopyOf(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<MyVaultCopy | undefined> {
  const [keys, items, attachments] = await Promise.all([
    db.select({ record: vaultKeys.record }).from(vaultKeys).where(eq(vaultKeys.userId, userId)),
    db
      .select()
      .from(vaultItems)
      .where(eq(vaultItems.userId, userId))
      .orderBy(asc(vaultItems.updatedAt)),
    db
      .select()
      .from(vaultAttachments)
      .where(eq(vaultAttachments.userId, userId))
      .orderBy(asc(vaultAttachments.createdAt)),
  ]);
  if (keys.length === 0 && items.length === 0 && attachments.length === 0) return undefined;
  return {
    note: MY_VAULT_NOTE,
    key: (keys[0]?.record as StoredWrappedKeyRecord | undefined) ?? null,
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind as StoredVaultItemKind,
      sealed: row.sealed,
      updatedAt: row.updatedAt.toISOString(),
    })),
    attachments: attachments.map((row) => ({
      id: row.id,
      item_id: row.itemId,
      size_bytes: row.sizeBytes,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
