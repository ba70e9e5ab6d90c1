// storage.rules: role × operation on a story's media file, plus the size, type and folder
// edges. Needs the Storage emulator (Java 21): `npm run test:rules`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { LIMITS } from '@/domain/limits';
import { OPERATIONS, ROLES, type Operation, type Role } from '@/domain/policies';
import { AUTHOR, READER, contextFor, storageEnvironment, succeeds } from './rules-env';

type Storage = firebase.storage.Storage;

const SEEDED = `story-media/${AUTHOR}/seeded.jpg`;
const IMAGE = { contentType: 'image/jpeg' };
const bytes = (size = 16) => new Uint8Array(size);

/** Who may do what to a file in AUTHOR's media folder. */
const STORAGE_POLICY: Record<Role, readonly Operation[]> = {
  visitor: ['get'],
  user: ['get'],
  author: ['get', 'create', 'delete'],
  admin: ['get', 'delete'],
};

const ATTEMPTS: Record<Operation, (storage: Storage) => PromiseLike<unknown>> = {
  get: (storage) => storage.ref(SEEDED).getMetadata(),
  list: (storage) => storage.ref(`story-media/${AUTHOR}`).listAll(),
  create: (storage) => storage.ref(`story-media/${AUTHOR}/new.jpg`).put(bytes(), IMAGE),
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
      await context.storage().ref(SEEDED).put(bytes(), IMAGE);
    });
  });

  describe('role × operation on story-media/{owner}/...', () => {
    for (const role of ROLES) {
      for (const operation of OPERATIONS) {
        const allowed = STORAGE_POLICY[role].includes(operation);
        it(`${role} ${operation} → ${allowed ? 'allowed' : 'denied'}`, async () => {
          const storage = contextFor(env, role).storage();
          expect(await succeeds(ATTEMPTS[operation](storage))).toBe(allowed);
        });
      }
    }
  });

  describe('uploads from Share Story', () => {
    it('go into the caller’s own folder only, including an edit’s story subfolder', async () => {
      const reader = contextFor(env, 'user').storage();
      expect(await succeeds(reader.ref(`story-media/${READER}/a.jpg`).put(bytes(), IMAGE))).toBe(
        true,
      );
      expect(
        await succeeds(
          reader
            .ref(`story-media/${READER}/story-1/b.mp4`)
            .put(bytes(), { contentType: 'video/mp4' }),
        ),
      ).toBe(true);
      expect(await succeeds(reader.ref(`story-media/${AUTHOR}/c.jpg`).put(bytes(), IMAGE))).toBe(
        false,
      );
      expect(await succeeds(reader.ref(`elsewhere/${READER}/d.jpg`).put(bytes(), IMAGE))).toBe(
        false,
      );
    });

    it('accept image, video and audio only', async () => {
      const author = contextFor(env, 'author').storage();
      const put = (name: string, contentType: string) =>
        succeeds(author.ref(`story-media/${AUTHOR}/${name}`).put(bytes(), { contentType }));
      expect(await put('a.webm', 'audio/webm')).toBe(true);
      expect(await put('b.mov', 'video/quicktime')).toBe(true);
      expect(await put('c.png', 'image/png')).toBe(true);
      expect(await put('d.txt', 'text/plain')).toBe(false);
      expect(await put('e.html', 'text/html')).toBe(false);
      expect(await put('f.bin', 'application/octet-stream')).toBe(false);
    });

    it('accept at most 200 MB', async () => {
      const author = contextFor(env, 'author').storage();
      const put = (name: string, size: number) =>
        succeeds(author.ref(`story-media/${AUTHOR}/${name}`).put(bytes(size), IMAGE));
      expect(await put('over.jpg', LIMITS.maxFileBytesCreate + 1)).toBe(false);
      expect(await put('at.jpg', LIMITS.maxFileBytesCreate)).toBe(true);
    }, 120_000);
  });
});
