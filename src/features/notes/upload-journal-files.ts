// The files she picked for a journal entry: each sealed in this page with the notes' key, then
// uploaded, in turn, stopping at the first that fails (what arrived stays; the rest she retries).
import type { VaultPort } from '@/backend/port';
import { attachmentKindOf, type JournalAttachment } from '@/domain/journal-entry';
import { encryptBytes } from '@/lib/vault/sealed-bytes';
import { notesKey } from '@/features/notes/vault-session';

/** A file she picked, with the id its ciphertext will be stored under. */
export interface PickedFile {
  id: string;
  file: File;
}

export function metaOf({ id, file }: PickedFile): JournalAttachment {
  const mime = file.type || 'application/octet-stream';
  return { id, name: file.name, mime, kind: attachmentKindOf(mime), size: file.size };
}

/** What arrived, and the first failure (null when every file arrived). */
export async function uploadPickedFiles(
  vault: Pick<VaultPort, 'uploadVaultAttachment'>,
  itemId: string,
  picked: readonly PickedFile[],
): Promise<{ uploaded: JournalAttachment[]; failure: unknown }> {
  const uploaded: JournalAttachment[] = [];
  for (const one of picked) {
    try {
      const sealed = await encryptBytes(notesKey(), { kind: 'attachment', id: one.id }, one.file);
      await vault.uploadVaultAttachment({ attachmentId: one.id, itemId, sealed });
      uploaded.push(metaOf(one));
    } catch (error) {
      return { uploaded, failure: error };
    }
  }
  return { uploaded, failure: null };
}
