// Shared by the vault's server tests: her API's requests as the SPA sends them, and records and
// sealed strings of the right shape (random bytes: the server cannot tell them from ciphertext).
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { expect } from 'vitest';
import { LIMITS } from '@/domain/limits';
import type {
  StoredWrappedKeyRecord,
  VaultItemsAnswer,
  VaultKeyAnswer,
} from '@/domain/vault-records';
import type { TestServer } from '../testing/test-server';
import type { TestUser } from '../stories/story-test-helpers';

export const WRAPPED_KEY_CHARS = LIMITS.vaultWrappedKeyChars;

/** A record of the stored shape, with a fresh salt and wrapped key. */
export function aRecord(): StoredWrappedKeyRecord {
  return {
    version: 1,
    kdf: 'PBKDF2-SHA-256',
    iterations: 600_000,
    salt: randomBytes(16).toString('base64url'),
    wrappedKey: randomBytes(40).toString('base64url'),
  };
}

/** A sealed item's shape: version byte, IV, a padded ciphertext and its tag. */
export function sealedItem(): string {
  const bytes = randomBytes(1 + 12 + 256 + 16);
  bytes[0] = 1;
  return bytes.toString('base64url');
}

/** A journal entry's body as the SPA saves it, sealed as given or freshly made up. */
export const journalEntry = (sealed = sealedItem()) => ({ kind: 'journal-entry', sealed });

/** The sealed attachments' files in a media folder. */
export async function vaultFiles(mediaDir: string): Promise<string[]> {
  return (await readdir(mediaDir)).filter((name) => name.endsWith('.vault'));
}

/** Sealed attachment bytes' shape: version byte, then random bytes. */
export function attachmentUpload(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(randomBytes(size));
  bytes[0] = 1;
  return bytes;
}

export function vaultRequests(server: TestServer) {
  const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});
  const raw = async (
    user: TestUser | null,
    path: string,
    init: { method: string; body?: BodyInit; headers?: Record<string, string> },
  ) =>
    server.app.request(`${server.publicUrl}${path}`, {
      method: init.method,
      headers: {
        origin: server.publicUrl,
        ...(user ? { cookie: user.cookie } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
  const requests = {
    key: (user: TestUser | null) => server.request('/api/vault/key', as(user)),
    async keyOf(user: TestUser): Promise<VaultKeyAnswer> {
      const answer = await requests.key(user);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
      return (await answer.json()) as VaultKeyAnswer;
    },
    saveKey: (user: TestUser | null, body: unknown) =>
      server.request('/api/vault/key', { method: 'PUT', body, ...as(user) }),
    items: (user: TestUser | null) => server.request('/api/vault/items', as(user)),
    async itemsOf(user: TestUser): Promise<VaultItemsAnswer> {
      const answer = await requests.items(user);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
      return (await answer.json()) as VaultItemsAnswer;
    },
    saveItem: (user: TestUser | null, id: string, body: unknown) =>
      server.request(`/api/vault/items/${id}`, { method: 'PUT', body, ...as(user) }),
    deleteItem: (user: TestUser | null, id: string) =>
      server.request(`/api/vault/items/${id}`, { method: 'DELETE', ...as(user) }),
    erase: (user: TestUser | null) =>
      server.request('/api/vault', { method: 'DELETE', ...as(user) }),
    upload: (user: TestUser | null, id: string, itemId: string, bytes: Uint8Array<ArrayBuffer>) =>
      raw(user, `/api/vault/attachments/${id}?item=${itemId}`, {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(bytes.length),
        },
      }),
    /** A streamed body announcing `length` bytes, whatever it really sends. */
    uploadStream: (
      user: TestUser,
      id: string,
      itemId: string,
      body: ReadableStream<Uint8Array>,
      length: number,
    ) =>
      raw(user, `/api/vault/attachments/${id}?item=${itemId}`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(length) },
      }),
    attachment: (user: TestUser | null, id: string) =>
      server.request(`/api/vault/attachments/${id}`, as(user)),
    deleteAttachment: (user: TestUser | null, id: string) =>
      server.request(`/api/vault/attachments/${id}`, { method: 'DELETE', ...as(user) }),
  };
  return requests;
}
