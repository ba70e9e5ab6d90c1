// storage.rules for her vault's attachments (issue 37), vault/{uid}/{attachmentId}: only she
// reads, writes or deletes them (visitor, reader, another user, admin: nothing), opaque octets
// within LIMITS.vaultAttachmentMaxBytes, never replaced, never listed. Needs the Storage
// emulator (Java 21): `npm run test:rules`.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import type { Operation } from '@/domain/policies';
import { allowed, AUTHOR, contextFor, denied, gridCells, storageEnvironment } from './rules-env';

type Storage = firebase.storage.Storage;

const OTHER = 'other-uid';
const SEEDED = `vault/${AUTHOR}/${crypto.randomUUID()}`;
const OCTETS = { contentType: 'application/octet-stream', cacheControl: 'no-store' };
const bytes = (size = 64) => new Uint8Array(size).fill(1);

type Who = 'visitor' | 'reader' | 'other' | 'owner' | 'admin';
const WHO: readonly Who[] = ['visitor', 'reader', 'other', 'owner', 'admin'];
const OWNER_MAY: readonly Operation[] = ['get', 'create', 'delete'];

const ATTEMPTS: Record<Operation, (storage: Storage) => PromiseLike<unknown>> = {
  get: (storage) => storage.ref(SEEDED).getMetadata(),
  list: (storage) => storage.ref(`vault/${AUTHOR}`).listAll(),
  create: (storage) => storage.ref(`vault/${AUTHOR}/${crypto.randomUUID()}`).put(bytes(), OCTETS),
  update: (storage) => storage.ref(SEEDED).updateMetadata({ contentType: 'image/jpeg' }),
  delete: (storage) => storage.ref(SEEDED).delete(),
};

describe('storage.rules: her vault’s attachments', () => {
  let env: RulesTestEnvironment;
  let as: Record<Who, Storage>;
  beforeAll(async () => {
    env = await storageEnvironment();
    as = {
      visitor: contextFor(env, 'visitor').storage(),
      reader: contextFor(env, 'user').storage(),
      other: env.authenticatedContext(OTHER).storage(),
      owner: contextFor(env, 'author').storage(),
      admin: contextFor(env, 'admin').storage(),
    };
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref(SEEDED).put(bytes(), OCTETS);
    });
  });

  gridCells(
    WHO,
    (who, operation) => who === 'owner' && OWNER_MAY.includes(operation),
    (who, operation) => ATTEMPTS[operation](as[who]),
  );

  it('takes only opaque octets under a uuid, and never replaces one', async () => {
    const put = (name: string, metadata: Record<string, string> = OCTETS, size = 64) =>
      as.owner.ref(`vault/${AUTHOR}/${name}`).put(bytes(size), metadata);
    await denied(put(crypto.randomUUID(), { contentType: 'image/jpeg' }));
    await denied(put('bruise.jpg'));
    await denied(put(crypto.randomUUID(), OCTETS, 0));
    await denied(put(SEEDED.split('/').at(-1) ?? ''));
    await allowed(put(crypto.randomUUID()));
  });
});
