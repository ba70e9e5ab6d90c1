// What her browser sends to store her vault (issue 37): only ciphertexts, the salt and the
// wrapped key, as base64url strings. Both backends check their shape and size and nothing more:
// what they hold is sealed with a key the server never sees.
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { VAULT_ITEM_KINDS } from './vault-records';

/** Unpadded base64url of `min` to `max` characters; a NUL byte, '=' or '/' is refused. */
function base64url(min: number, max: number, what: string) {
  return z
    .string()
    .check(
      z.minLength(min, `${what} is too short.`),
      z.maxLength(max, `${what} is too long.`),
      z.regex(/^[A-Za-z0-9_-]*$/, `${what} is not base64url.`),
    );
}

/**
 * An item's or attachment's id: a uuid as crypto.randomUUID() makes it (lower case), so one id
 * names one row and one document, and it is the id bound into the ciphertext.
 */
export const vaultIdSchema = z
  .string()
  .check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Not a vault id.'),
  );

const wrappedKeySchema = base64url(
  LIMITS.vaultWrappedKeyChars,
  LIMITS.vaultWrappedKeyChars,
  'The wrapped key',
);

export const wrappedKeyRecordSchema = z.object({
  version: z.literal(1),
  kdf: z.literal('PBKDF2-SHA-256'),
  iterations: z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(LIMITS.vaultMaxIterations, 'Too many iterations.')),
  salt: base64url(LIMITS.vaultSaltMinChars, LIMITS.vaultSaltMaxChars, 'The salt'),
  wrappedKey: wrappedKeySchema,
});

/** Reading her key or items, or erasing her vault: nothing to say but who she is (her session). */
export const vaultOwnSchema = z.object({});

/**
 * Her record: a first one, or (passphrase changed) a re-wrap naming the wrapped key it replaces,
 * so a second tab's older change cannot overwrite a newer one.
 */
export const vaultKeySaveSchema = z.object({
  record: wrappedKeyRecordSchema,
  previousWrappedKey: z.optional(wrappedKeySchema),
});

export const vaultItemSaveSchema = z.object({
  itemId: vaultIdSchema,
  kind: z.enum(VAULT_ITEM_KINDS),
  sealed: base64url(
    LIMITS.vaultSealedItemMinChars,
    LIMITS.vaultSealedItemMaxChars,
    'The sealed item',
  ),
});

export const vaultItemRefSchema = z.object({ itemId: vaultIdSchema });

export const vaultAttachmentRefSchema = z.object({ attachmentId: vaultIdSchema });

/** An attachment's upload names the item it belongs to (its bytes travel as the raw body). */
export const vaultAttachmentUploadSchema = z.object({
  attachmentId: vaultIdSchema,
  itemId: vaultIdSchema,
});

export type VaultKeySave = z.input<typeof vaultKeySaveSchema>;
export type VaultItemSave = z.input<typeof vaultItemSaveSchema>;
export type VaultAttachmentUpload = z.input<typeof vaultAttachmentUploadSchema>;
