import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCaches, endServiceWorkers } from '@/lib/service-worker-caches';
import {
  NGO_DIRECTORY_CACHE,
  PUBLIC_CACHE_PREFIX,
  QUICK_EXIT_MESSAGE,
  isQuickExitMessage,
} from '@/lib/service-worker-rules';

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

describe('endServiceWorkers', () => {
  it('tells the worker in control at once, then every other worker of the site, and unregisters them all', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const controller = { postMessage: vi.fn() };
    const installing = { postMessage: vi.fn() };
    const waiting = { postMessage: vi.fn() };
    let listed: (registrations: unknown[]) => void = () => undefined;
    const serviceWorker = {
      controller,
      getRegistrations: () =>
        new Promise((resolve) => {
          listed = resolve;
        }),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      const ending = endServiceWorkers();
      // Before the page could list anything (it may be gone by then), the controller was told.
      expect(controller.postMessage).toHaveBeenCalledWith(QUICK_EXIT_MESSAGE);
      listed([
        { installing, waiting: null, active: controller, unregister },
        { installing: null, waiting, active: null, unregister },
      ]);
      await ending;
      expect(installing.postMessage).toHaveBeenCalledWith(QUICK_EXIT_MESSAGE);
      expect(waiting.postMessage).toHaveBeenCalledWith(QUICK_EXIT_MESSAGE);
      expect(controller.postMessage).toHaveBeenCalledTimes(1);
      expect(unregister).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(endServiceWorkers()).resolves.toBeUndefined();
  });
});

describe('isQuickExitMessage', () => {
  it('is true for the Quick exit message only', () => {
    expect(isQuickExitMessage(QUICK_EXIT_MESSAGE)).toBe(true);
    for (const other of [undefined, null, '', 'quick-exit', { type: QUICK_EXIT_MESSAGE }]) {
      expect(isQuickExitMessage(other)).toBe(false);
    }
  });
});
