// @vitest-environment happy-dom
// Nothing of her vault is written to a browser store: whoever opens her browser's storage
// afterwards (or a forensic copy of it) finds nothing. localStorage and sessionStorage are
// happy-dom's; happy-dom has no IndexedDB or Cache Storage, so they are stood in for by
// recorders that remember every database and cache opened. A real browser's stores are checked
// end to end by the journal's browser tests.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lockOnPageHide, pageVaultKeys } from './key-holder';
import { decryptBytes, encryptBytes } from './sealed-bytes';
import { decryptItem, encryptItem } from './sealed-item';
import { createVault, openVault } from './vault';
import { STRONG_PASSPHRASE } from './vault-test-helpers';

const openedDatabases: string[] = [];
const openedCaches: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  openedDatabases.length = 0;
  openedCaches.length = 0;
  vi.stubGlobal('indexedDB', {
    open: (name: string) => {
      openedDatabases.push(name);
      return {};
    },
    databases: () => Promise.resolve(openedDatabases.map((name) => ({ name, version: 1 }))),
  });
  vi.stubGlobal('caches', {
    open: (name: string) => {
      openedCaches.push(name);
      return Promise.resolve({ put: () => Promise.resolve(), match: () => Promise.resolve() });
    },
    keys: () => Promise.resolve([...openedCaches]),
  });
});

describe('the vault in a page', () => {
  it('names no browser store anywhere in its code, run or not', () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources)).toContain('./key-holder.ts');
    for (const [file, source] of Object.entries(sources)) {
      expect([file, source.match(/localStorage|sessionStorage|indexedDB|caches\b/g)]).toEqual([
        file,
        null,
      ]);
    }
  });

  it('leaves nothing in localStorage, sessionStorage, IndexedDB or Cache Storage', async () => {
    const { record } = await createVault(STRONG_PASSPHRASE);
    const stopLockingOnPageHide = lockOnPageHide(pageVaultKeys);
    pageVaultKeys.unlock(await openVault(JSON.parse(JSON.stringify(record)), STRONG_PASSPHRASE));

    const entry = { kind: 'journal-entry', id: 'entry-1' } as const;
    const sealed = await encryptItem(pageVaultKeys.useKey(), entry, { what: 'He hit me' });
    expect(await decryptItem(pageVaultKeys.useKey(), entry, sealed)).toEqual({ what: 'He hit me' });
    const photo = { kind: 'attachment', id: 'photo-1' } as const;
    const box = await encryptBytes(pageVaultKeys.useKey(), photo, new Uint8Array([1, 2, 3]));
    await decryptBytes(pageVaultKeys.useKey(), photo, box);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageVaultKeys.isUnlocked()).toBe(false);
    stopLockingOnPageHide();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await indexedDB.databases()).toEqual([]);
    expect(await caches.keys()).toEqual([]);
  }, 30_000);
});
