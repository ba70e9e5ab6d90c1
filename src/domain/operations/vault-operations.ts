// Her vault's operations (issue 37) declared once (operation.ts). Signed-in only; only the owner
// ever reads or writes her rows, admins included get nothing; every answer is no-store. The
// server stores opaque base64url strings and checks only their shape and size.
//
// Attachments' bytes are not JSON, so their upload and download are hand-written port methods
// beside these (VaultPort in src/backend/port.ts); deleting one is declared here.
import { declareOperation } from './operation';

// Types from the domain one folder up (the lint's '../*' pattern guards the domain's edge).
type VaultKeyAnswer = import('../vault-records').VaultKeyAnswer;
type VaultItemsAnswer = import('../vault-records').VaultItemsAnswer;

const input = () => import('../vault-input');

export const VAULT_OPERATIONS = {
  /** Her wrapped-key record, or `{ record: null }` before she chose a passphrase. */
  vaultKey: declareOperation<VaultKeyAnswer>()({
    method: 'GET',
    path: '/vault/key',
    input: async () => (await input()).vaultOwnSchema,
    status: 200,
  }),
  /**
   * Creates her record (no previousWrappedKey, none stored yet) or re-wraps it (passphrase
   * changed) when previousWrappedKey is the stored one; anything else is 409 (conflict).
   */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  saveVaultKey: declareOperation<void>()({
    method: 'PUT',
    path: '/vault/key',
    input: async () => (await input()).vaultKeySaveSchema,
    status: 204,
  }),
  /** Her sealed items, any order (the screens sort what they decrypt). */
  vaultItems: declareOperation<VaultItemsAnswer>()({
    method: 'GET',
    path: '/vault/items',
    input: async () => (await input()).vaultOwnSchema,
    status: 200,
  }),
  /** Creates or replaces one of her items; an id someone else holds is 404 (never overwritten). */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  saveVaultItem: declareOperation<void>()({
    method: 'PUT',
    path: '/vault/items/:itemId',
    input: async () => (await input()).vaultItemSaveSchema,
    status: 204,
  }),
  /** One of her items goes, with its attachments; 404 when she has none of that id. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  deleteVaultItem: declareOperation<void>()({
    method: 'DELETE',
    path: '/vault/items/:itemId',
    input: async () => (await input()).vaultItemRefSchema,
    status: 204,
  }),
  /** Forgot her passphrase: her record, items and attachments all go. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  eraseVault: declareOperation<void>()({
    method: 'DELETE',
    path: '/vault',
    input: async () => (await input()).vaultOwnSchema,
    status: 204,
  }),
  /** One of her attachments goes; 404 when she has none of that id. */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- it answers nothing
  deleteVaultAttachment: declareOperation<void>()({
    method: 'DELETE',
    path: '/vault/attachments/:attachmentId',
    input: async () => (await input()).vaultAttachmentRefSchema,
    status: 204,
  }),
};

export type VaultOperations = typeof VAULT_OPERATIONS;
