import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCaches, unregisterServiceWorkers } from '@/lib/service-worker-caches';
import { NGO_DIRECTORY_CACHE, PUBLIC_CACHE_PREFIX } from '@/lib/service-worker-rules';

const PRECACHE = `${PUBLIC_CACHE_PREFIX}-precache-v2-http://localhost:3000/`;

/** A Cache Storage holding caches by name (the test DOM has none). */
function installCaches(names: string[]): Set<string> {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...held]),
    delete: (name: string) => Promise.resolve(held.delete(name)),
  });
  return held;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearCaches', () => {
  it('deletes every cache but the public ones (precache, NGO directory)', async () => {
    const held = installCaches([
      PRECACHE,
      NGO_DIRECTORY_CACHE,
      'api-answers',
      'images',
      'workbox-runtime',
    ]);
    await clearCaches();
    expect([...held]).toEqual([PRECACHE, NGO_DIRECTORY_CACHE]);
  });

  it('deletes the public caches too when told to take everything (Quick exit)', async () => {
    const held = installCaches([PRECACHE, NGO_DIRECTORY_CACHE, 'api-answers']);
    await clearCaches({ everything: true });
    expect(held.size).toBe(0);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(clearCaches()).resolves.toBeUndefined();
  });
});

describe('unregisterServiceWorkers', () => {
  it('unregisters every service worker of the site', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const serviceWorker = {
      getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      await unregisterServiceWorkers();
      expect(unregister).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
