// Her vault's input (issue 37): both adapters and the server take what src/lib/vault makes (a
// record, sealed items under crypto.randomUUID() ids) and refuse any other shape or size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encryptItem } from '@/lib/vault/sealed-item';
import { cheapVault } from '@/lib/vault/vault-test-helpers';
import { checkInput } from './check-input';
import { LIMITS } from './limits';
import {
  vaultAttachmentUploadSchema,
  vaultIdSchema,
  vaultItemSaveSchema,
  vaultKeySaveSchema,
} from './vault-input';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64urlText = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...BASE64URL), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
const saved = (itemId: string, sealed: string, kind = 'journal-entry') =>
  checkInput(vaultItemSaveSchema, { itemId, kind, sealed }).ok;

describe('vault input', () => {
  it('takes a record and a sealed item as src/lib/vault makes them', async () => {
    const vault = await cheapVault();
    expect(checkInput(vaultKeySaveSchema, { record: vault.record }).ok).toBe(true);
    const itemId = crypto.randomUUID();
    const entry = { whatHappened: 'x'.repeat(10_000) };
    const sealed = await encryptItem(vault.key, { kind: 'journal-entry', id: itemId }, entry);
    expect(saved(itemId, sealed)).toBe(true);
    expect(saved(itemId, sealed, 'safety-plan')).toBe(true);
    expect(saved(itemId, sealed, 'attachment')).toBe(false);
    const rewrap = { record: vault.record, previousWrappedKey: vault.record.wrappedKey };
    expect(checkInput(vaultKeySaveSchema, rewrap).ok).toBe(true);
  });

  it('takes any base64url of an allowed length as a sealed item, nothing longer', () => {
    const id = crypto.randomUUID();
    fc.assert(
      fc.property(base64urlText(LIMITS.vaultSealedItemMinChars, 600), (sealed) =>
        saved(id, sealed),
      ),
    );
    expect(saved(id, 'A'.repeat(LIMITS.vaultSealedItemMaxChars))).toBe(true);
    expect(saved(id, 'A'.repeat(LIMITS.vaultSealedItemMaxChars + 1))).toBe(false);
    expect(saved(id, 'A'.repeat(LIMITS.vaultSealedItemMinChars - 1))).toBe(false);
  });

  it('refuses a sealed item holding any character outside base64url (NUL, =, +, /)', () => {
    const id = crypto.randomUUID();
    fc.assert(
      fc.property(
        base64urlText(LIMITS.vaultSealedItemMinChars, 200),
        fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !BASE64URL.includes(char)),
        fc.nat(),
        (sealed, intruder, at) => {
          const place = at % sealed.length;
          return !saved(id, `${sealed.slice(0, place)}${intruder}${sealed.slice(place)}`);
        },
      ),
    );
  });

  it('names items and attachments by lower-case uuids only', () => {
    fc.assert(fc.property(fc.uuid(), (id) => checkInput(vaultIdSchema, id).ok));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);
        return checkInput(vaultIdSchema, text).ok === uuid;
      }),
    );
    const id = crypto.randomUUID();
    expect(checkInput(vaultIdSchema, id.toUpperCase()).ok).toBe(false);
    expect(checkInput(vaultAttachmentUploadSchema, { attachmentId: id, itemId: '../x' }).ok).toBe(
      false,
    );
  });

  it('refuses a record of another shape', async () => {
    const { record } = await cheapVault();
    const refused = (changes: Record<string, unknown>) =>
      !checkInput(vaultKeySaveSchema, { record: { ...record, ...changes } }).ok;
    expect(refused({ kdf: 'Argon2id' })).toBe(true);
    expect(refused({ version: 2 })).toBe(true);
    expect(refused({ iterations: LIMITS.vaultMaxIterations + 1 })).toBe(true);
    expect(refused({ iterations: 1.5 })).toBe(true);
    expect(refused({ salt: 'A'.repeat(LIMITS.vaultSaltMinChars - 1) })).toBe(true);
    expect(refused({ salt: 'A'.repeat(LIMITS.vaultSaltMaxChars + 1) })).toBe(true);
    expect(refused({ wrappedKey: `${record.wrappedKey.slice(1)}=` })).toBe(true);
    expect(refused({ wrappedKey: record.wrappedKey.slice(1) })).toBe(true);
    expect(checkInput(vaultKeySaveSchema, { record, previousWrappedKey: 'short' }).ok).toBe(false);
  });
});
