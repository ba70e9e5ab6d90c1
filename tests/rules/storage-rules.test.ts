// storage.rules: role × operation on a story's media file, plus the size, type, name and owner
// tag edges. Needs the Storage emulator (Java 21): `npm run test:rules`.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import { ROLES, type Operation, type Role } from '@/domain/policies';
import {
  allowed,
  AUTHOR,
  contextFor,
  denied,
  gridCells,
  READER,
  storageEnvironment,
} from './rules-env';

type Storage = firebase.storage.Storage;

/** A stored name as the adapter makes one (media-path.ts): a random uuid and an extension. */
const randomName = () => `${crypto.randomUUID()}.jpg`;

/** The owner tag the adapter writes: lower-case hex SHA-256 of "{uid}/{file name}". */
function ownerTag(uid: string, name: string): string {
  return createHash('sha256').update(`${uid}/${name}`).digest('hex');
}

/** The metadata the adapter uploads with (firebase-media.ts): Cache-Control is not custom metadata. */
function tagged(uid: string, name: string, contentType = 'image/jpeg') {
  return { contentType, cacheControl: 'no-store', customMetadata: { owner: ownerTag(uid, name) } };
}

const SEEDED_NAME = randomName();
const SEEDED = `story-media/${SEEDED_NAME}`;
/** A file of the layout before pseudonyms, in a folder named by its uploader's uid. */
const LEGACY = `story-media/${AUTHOR}/seeded.jpg`;
const IMAGE = { contentType: 'image/jpeg' };
const bytes = (size = 16) => new Uint8Array(size);

/** Who may do what to a file of AUTHOR's. */
const STORAGE_POLICY: Record<Role, readonly Operation[]> = {
  visitor: ['get'],
  user: ['get'],
  author: ['get', 'create', 'delete'],
  admin: ['get', 'delete'],
};

const ATTEMPTS: Record<Operation, (storage: Storage) => PromiseLike<unknown>> = {
  get: (storage) => storage.ref(SEEDED).getMetadata(),
  list: (storage) => storage.ref('story-media').listAll(),
  // A new file tagged as AUTHOR's: only she may write that tag.
  create: (storage) => {
    const name = randomName();
    return storage.ref(`story-media/${name}`).put(bytes(), tagged(AUTHOR, name));
  },
  update: (storage) => storage.ref(SEEDED).updateMetadata({ contentType: 'image/png' }),
  delete: (storage) => storage.ref(SEEDED).delete(),
};

describe('storage.rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await storageEnvironment();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref(SEEDED).put(bytes(), tagged(AUTHOR, SEEDED_NAME));
      await context.storage().ref(LEGACY).put(bytes(), IMAGE);
    });
  });

  describe('role × operation on story-media/{random}.{ext}', () => {
    gridCells(
      ROLES,
      (role, operation) => STORAGE_POLICY[role].includes(operation),
      (role, operation) => ATTEMPTS[operation](contextFor(env, role).storage()),
    );
  });

  describe('uploads from Share Story', () => {
    it('need a random name, tagged as the caller’s own, in no folder of hers', async () => {
      const reader = contextFor(env, 'user').storage();
      /** A new file `name` in `folder`, with the metadata `metadata` gives for that name. */
      const put = (
        metadata: (name: string) => firebase.storage.UploadMetadata,
        folder = 'story-media',
        name = randomName(),
      ) => reader.ref(`${folder}/${name}`).put(bytes(), metadata(name));
      const hers = (name: string) => tagged(READER, name);
      await allowed(put(hers));
      await denied(put((name) => tagged(AUTHOR, name)));
      await denied(put(() => IMAGE));
      await denied(
        put((name) => ({
          ...IMAGE,
          customMetadata: { owner: ownerTag(READER, name), uid: READER },
        })),
      );
      await denied(put(hers, 'story-media', 'Priya.jpg'));
      await denied(put(hers, `story-media/${READER}`));
      await denied(put(hers, 'elsewhere'));
    });

    /** Her new file (a random name, tagged as hers) of `contentType` and `size`. */
    const upload = (contentType: string, size = 16) => {
      const name = randomName();
      const ref = contextFor(env, 'author').storage().ref(`story-media/${name}`);
      return ref.put(bytes(size), tagged(AUTHOR, name, contentType));
    };

    it('accept image, video and audio only', async () => {
      const accepted = ['audio/webm', 'video/quicktime', 'image/png'];
      const refused = ['text/plain', 'text/html', 'application/octet-stream'];
      for (const type of accepted) await allowed(upload(type));
      for (const type of refused) await denied(upload(type));
    });

    it('accept at most 200 MB', async () => {
      await denied(upload('image/jpeg', LIMITS.maxFileBytesCreate + 1));
      await allowed(upload('image/jpeg', LIMITS.maxFileBytesCreate));
    }, 120_000);
  });

  describe('files of the layout before pseudonyms', () => {
    it('are still served and deleted by their owner or an admin, never written again', async () => {
      await allowed(contextFor(env, 'visitor').storage().ref(LEGACY).getMetadata());
      await denied(contextFor(env, 'user').storage().ref(LEGACY).delete());
      const author = contextFor(env, 'author').storage();
      await denied(author.ref(`story-media/${AUTHOR}/new.jpg`).put(bytes(), IMAGE));
      await allowed(author.ref(LEGACY).delete());
    });
  });
});
