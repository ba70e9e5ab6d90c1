// Her vault (issue 37) under firestore.rules: the grid of who may get, list, create, update and
// delete her record (vaults/{uid}), her sealed items and her attachments' documents (visitor, a
// reader, another user, the owner, an admin), and the edges: a re-wrap only over the wrapped key
// it names, and only the stored shapes and sizes (src/domain/vault-input.ts, LIMITS).
import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import type { Operation } from '@/domain/policies';
import { allowed, AUTHOR, denied, firestoreRules, gridCells, rulesOff } from './rules-env';
import { now, past } from './firestore-docs';

type Firestore = firebase.firestore.Firestore;

const OTHER = 'other-uid';
const VAULT = `vaults/${AUTHOR}`;
const ITEM_ID = crypto.randomUUID();
const ATTACHMENT_ID = crypto.randomUUID();
const ITEM = `${VAULT}/items/${ITEM_ID}`;
const ATTACHMENT = `${VAULT}/attachments/${ATTACHMENT_ID}`;

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');
function aRecord(overrides: Record<string, unknown> = {}) {
  return {
    version: 1,
    kdf: 'PBKDF2-SHA-256',
    iterations: 600_000,
    salt: b64(16),
    wrappedKey: b64(40),
    ...overrides,
  };
}
const SEEDED_RECORD = aRecord();
const sealed = (bytes = 285) => b64(bytes);
const itemDoc = (overrides: Record<string, unknown> = {}) => ({
  kind: 'journal-entry',
  sealed: sealed(),
  updated_at: now(),
  ...overrides,
});
const attachmentDoc = (overrides: Record<string, unknown> = {}) => ({
  item_id: ITEM_ID,
  size: 4096,
  created_at: now(),
  ...overrides,
});

type Who = 'visitor' | 'reader' | 'other' | 'owner' | 'admin';
const WHO: readonly Who[] = ['visitor', 'reader', 'other', 'owner', 'admin'];

type Part = 'record' | 'item' | 'attachment';
/** Only she may do anything, and never list other vaults or replace an attachment. */
const VAULT_POLICY: Record<Part, readonly Operation[]> = {
  record: ['get', 'create', 'update', 'delete'],
  item: ['get', 'list', 'create', 'update', 'delete'],
  attachment: ['get', 'list', 'create', 'delete'],
};

const ATTEMPTS: Record<Part, Record<Operation, (db: Firestore) => Promise<unknown>>> = {
  record: {
    get: (db) => db.doc(VAULT).get(),
    list: (db) => db.collection('vaults').get(),
    create: (db) => db.doc(`vaults/${AUTHOR}`).set({ record: aRecord(), updated_at: now() }),
    update: (db) =>
      db.doc(VAULT).set({
        record: aRecord(),
        previous_wrapped_key: SEEDED_RECORD.wrappedKey,
        updated_at: now(),
      }),
    delete: (db) => db.doc(VAULT).delete(),
  },
  item: {
    get: (db) => db.doc(ITEM).get(),
    list: (db) => db.collection(`${VAULT}/items`).get(),
    create: (db) => db.doc(`${VAULT}/items/${crypto.randomUUID()}`).set(itemDoc()),
    update: (db) => db.doc(ITEM).set(itemDoc({ kind: 'safety-plan' })),
    delete: (db) => db.doc(ITEM).delete(),
  },
  attachment: {
    get: (db) => db.doc(ATTACHMENT).get(),
    list: (db) => db.collection(`${VAULT}/attachments`).get(),
    create: (db) => db.doc(`${VAULT}/attachments/${crypto.randomUUID()}`).set(attachmentDoc()),
    update: (db) => db.doc(ATTACHMENT).set(attachmentDoc({ size: 8192 })),
    delete: (db) => db.doc(ATTACHMENT).delete(),
  },
};

describe('firestore.rules: her vault', () => {
  const rules = firestoreRules();
  let as: Record<Who, Firestore>;
  beforeAll(() => {
    const { visitor, user: reader, author: owner, admin } = rules.as;
    const other = rules.env.authenticatedContext(OTHER, { email: 'other@example.org' });
    as = { visitor, reader, other: other.firestore(), owner, admin };
  });
  /** AUTHOR's vault: her record, one item and one attachment's document. */
  beforeEach(() =>
    rulesOff(rules.env, async (db) => {
      await db.doc(VAULT).set({ record: SEEDED_RECORD, updated_at: past() });
      await db.doc(ITEM).set(itemDoc({ updated_at: past() }));
      await db.doc(ATTACHMENT).set(attachmentDoc({ created_at: past() }));
    }),
  );
  /** Her first record is made where none is yet. */
  const withoutRecord = () => rulesOff(rules.env, (db) => db.doc(VAULT).delete());

  for (const what of Object.keys(VAULT_POLICY) as Part[]) {
    describe(`who may touch her ${what}`, () => {
      gridCells(
        WHO,
        (who, operation) => who === 'owner' && VAULT_POLICY[what].includes(operation),
        async (who, operation) => {
          if (what === 'record' && operation === 'create') await withoutRecord();
          return ATTEMPTS[what][operation](as[who]);
        },
      );
    });
  }

  describe('her record', () => {
    it('is re-wrapped only over the wrapped key it names', async () => {
      const owner = as.owner;
      const rewrap = (previous: string, record = aRecord()) =>
        owner.doc(VAULT).set({ record, previous_wrapped_key: previous, updated_at: now() });
      await denied(rewrap(b64(40)));
      // Without naming one at all (a second tab's "first" record).
      await denied(owner.doc(VAULT).set({ record: aRecord(), updated_at: now() }));
      const next = aRecord();
      await allowed(rewrap(SEEDED_RECORD.wrappedKey, next));
      // The older tab, still naming the first key.
      await denied(rewrap(SEEDED_RECORD.wrappedKey));
      await allowed(rewrap(next.wrappedKey));
    });

    it('holds only the stored shape', async () => {
      await withoutRecord();
      const create = (record: unknown, extra: Record<string, unknown> = {}) =>
        as.owner.doc(VAULT).set({ record, updated_at: now(), ...extra });
      await denied(create(aRecord({ kdf: 'Argon2id' })));
      await denied(create(aRecord({ version: 2 })));
      await denied(create(aRecord({ iterations: LIMITS.vaultMaxIterations + 1 })));
      await denied(create(aRecord({ iterations: 600_000.5 })));
      await denied(create(aRecord({ salt: b64(15) })));
      await denied(create(aRecord({ salt: `${b64(16)}=` })));
      await denied(create(aRecord({ salt: 'a'.repeat(LIMITS.vaultSaltMaxChars + 1) })));
      await denied(create(aRecord({ wrappedKey: b64(39) })));
      await denied(create(aRecord({ wrappedKey: `${b64(40).slice(0, -1)}\u0000` })));
      await denied(create({ ...aRecord(), passphrase: 'never' }));
      await denied(create(aRecord(), { note: 'extra' }));
      await denied(as.owner.doc(VAULT).set({ record: aRecord(), updated_at: past() }));
      await allowed(create(aRecord()));
    });
  });

  describe('her items', () => {
    it('hold only a sealed journal entry or safety plan under a lower-case uuid', async () => {
      const save = (id: string, doc: Record<string, unknown>) =>
        as.owner.doc(`${VAULT}/items/${id}`).set(doc);
      const id = crypto.randomUUID();
      await denied(save(id, itemDoc({ kind: 'attachment' })));
      await denied(save(id, itemDoc({ sealed: `${sealed()}\u0000` })));
      await denied(save(id, itemDoc({ sealed: `${sealed()}==` })));
      await denied(save(id, itemDoc({ sealed: 'A'.repeat(LIMITS.vaultSealedItemMinChars - 1) })));
      await denied(save(id, itemDoc({ sealed: 'A'.repeat(LIMITS.vaultSealedItemMaxChars + 1) })));
      await denied(save(id, itemDoc({ text: 'what happened' })));
      await denied(save(id, itemDoc({ updated_at: past() })));
      await denied(save(id.toUpperCase(), itemDoc()));
      await denied(save('not-a-uuid', itemDoc()));
      await allowed(save(id, itemDoc({ sealed: 'A'.repeat(LIMITS.vaultSealedItemMaxChars) })));
      await allowed(save(crypto.randomUUID(), itemDoc({ kind: 'safety-plan' })));
    });

    it('are never written under another’s vault, even by an admin', async () => {
      await denied(as.admin.doc(`${VAULT}/items/${crypto.randomUUID()}`).set(itemDoc()));
      await denied(as.other.doc(ITEM).set(itemDoc()));
      await allowed(as.other.doc(`vaults/${OTHER}/items/${crypto.randomUUID()}`).set(itemDoc()));
    });
  });

  describe('her attachments’ documents', () => {
    it('name an item and a size within the limit, once', async () => {
      const create = (doc: Record<string, unknown>) =>
        as.owner.doc(`${VAULT}/attachments/${crypto.randomUUID()}`).set(doc);
      await denied(create(attachmentDoc({ size: LIMITS.vaultAttachmentMaxBytes + 1 })));
      await denied(create(attachmentDoc({ size: 0 })));
      await denied(create(attachmentDoc({ item_id: 'not-a-uuid' })));
      await denied(create(attachmentDoc({ name: 'bruise.jpg' })));
      await allowed(create(attachmentDoc({ size: LIMITS.vaultAttachmentMaxBytes })));
      await denied(as.owner.doc(ATTACHMENT).set(attachmentDoc()));
    });
  });
});
