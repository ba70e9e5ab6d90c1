// Which item a ciphertext belongs to. It is bound into every ciphertext as additional
// authenticated data, so a ciphertext copied onto another item, or another kind of item, does
// not open there (TamperedError) even though the same key sealed both.

export type VaultItemKind = 'journal-entry' | 'safety-plan' | 'attachment';

export interface VaultItemRef {
  kind: VaultItemKind;
  /** The item's id where it is stored (the server's or Firestore's document id). */
  id: string;
}

/**
 * The additional authenticated data: a JSON array, which cannot be read two ways (a separator
 * could appear inside an id). `purpose` keeps item and attachment formats apart; `extra` holds
 * per-chunk fields of attachments.
 */
export function associatedData(
  purpose: 'item' | 'bytes',
  version: number,
  ref: VaultItemRef,
  ...extra: (number | boolean)[]
): Uint8Array<ArrayBuffer> {
  if (ref.id.length === 0) throw new TypeError('A vault item needs its id');
  return new TextEncoder().encode(
    JSON.stringify(['sahas-vault', purpose, version, ref.kind, ref.id, ...extra]),
  );
}
