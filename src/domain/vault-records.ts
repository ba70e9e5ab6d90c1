// What the vault's API answers (issue 37): opaque strings the browser sealed, and when each item
// last changed. Both backends answer these shapes; neither can read what the strings hold.

/** Stored items; an attachment is not an item (it belongs to one). */
export const VAULT_ITEM_KINDS = ['journal-entry', 'safety-plan'] as const;
export type StoredVaultItemKind = (typeof VAULT_ITEM_KINDS)[number];

/** The wrapped-key record as stored (src/lib/vault/wrapped-key-record.ts has the same shape). */
export interface StoredWrappedKeyRecord {
  version: 1;
  kdf: 'PBKDF2-SHA-256';
  iterations: number;
  /** base64url. */
  salt: string;
  /** base64url: the data key wrapped by the passphrase's key. */
  wrappedKey: string;
}

/** Her record, or null before she has chosen a passphrase (or after she erased the vault). */
export interface VaultKeyAnswer {
  record: StoredWrappedKeyRecord | null;
}

export interface StoredVaultItem {
  /** Made by her browser (crypto.randomUUID()), bound into the ciphertext. */
  id: string;
  kind: StoredVaultItemKind;
  /** base64url: what encryptItem returned. */
  sealed: string;
  /** ISO 8601: when it was last saved. */
  updatedAt: string;
}

export interface VaultItemsAnswer {
  items: StoredVaultItem[];
}
