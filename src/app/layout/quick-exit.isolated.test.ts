// @vitest-environment jsdom
// jsdom: happy-dom keeps a cookie set with Max-Age=0 and fires popstate inside history.go().
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_EXIT_DEFAULT_URL } from '@/domain/limits';
import {
  clearBrowserStorage,
  quickExit,
  quickExitUrl,
  resumeQuickExit,
} from '@/app/layout/quick-exit';
import { i18n } from '@/i18n/i18n';
import { PUBLIC_CACHE_PREFIX, QUICK_EXIT_MESSAGE } from '@/lib/service-worker-rules';

const NEUTRAL = 'https://neutral.example/';

function fillStorage() {
  sessionStorage.setItem('sahas.share-story-draft', '{"title":"mine"}');
  localStorage.setItem('sahas.anything', 'kept');
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('quickExitUrl', () => {
  it('uses a configured http(s) address', () => {
    expect(quickExitUrl('https://news.example/today')).toBe('https://news.example/today');
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)', 'data:text/html,hi', 42])(
    'falls back to the weather site for %s',
    (configured) => {
      expect(quickExitUrl(configured)).toBe(QUICK_EXIT_DEFAULT_URL);
    },
  );
});

// Emptying sessionStorage and localStorage: quickExit's first test below.
describe('clearBrowserStorage', () => {
  it('forgets the language she chose, and leaves other cookies alone', () => {
    document.cookie = 'nf_lang=hi; Path=/';
    document.cookie = 'other=kept; Path=/';
    clearBrowserStorage();
    expect(document.cookie).not.toContain('nf_lang');
    expect(document.cookie).toContain('other=kept');
    document.cookie = 'other=; Path=/; Max-Age=0';
  });

  it('starts deleting every cache, the public precache too, and the service worker at once', async () => {
    const held = new Set([`${PUBLIC_CACHE_PREFIX}-precache-v2-http://localhost:3000/`, 'other']);
    const keys = vi.fn(() => Promise.resolve([...held]));
    vi.stubGlobal('caches', {
      keys,
      delete: (name: string) => Promise.resolve(held.delete(name)),
    });
    const unregister = vi.fn(() => Promise.resolve(true));
    const getRegistrations = vi.fn(() => Promise.resolve([{ unregister }]));
    const controller = { postMessage: vi.fn() };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistrations, controller },
      configurable: true,
    });
    try {
      clearBrowserStorage();
      // Asked for before the page is left; the deleting finishes on its own. The worker, told to
      // delete them too, finishes even if the page is gone first (offline.spec.ts).
      expect(controller.postMessage).toHaveBeenCalledWith(QUICK_EXIT_MESSAGE);
      expect(keys).toHaveBeenCalledTimes(1);
      expect(getRegistrations).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => {
        expect(held.size).toBe(0);
        expect(unregister).toHaveBeenCalledTimes(1);
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('quickExit', () => {
  it('blanks the page, clears storage, signs out and leaves for the neutral site at once', () => {
    document.body.innerHTML = '<main><h1>My story</h1></main>';
    document.title = 'Sahas';
    fillStorage();
    const signOut = vi.fn(() => Promise.resolve());
    const leave = vi.fn();

    quickExit({ signOut, url: NEUTRAL, leave });

    expect(document.body.textContent).toBe('');
    expect(document.title).toBe('New Tab');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(NEUTRAL);
  });

  it('does not wait for, or fail with, a sign-out that fails', () => {
    const leave = vi.fn();
    quickExit({ signOut: () => Promise.reject(new Error('offline')), url: NEUTRAL, leave });
    expect(leave).toHaveBeenCalledWith(NEUTRAL);
  });

  it('goes back over the pages Sahas pushed before replacing the entry it was opened in', async () => {
    const openedAt = window.location.pathname;
    window.history.pushState({ idx: 1 }, '', '/stories');
    window.history.pushState({ idx: 2 }, '', '/share-story');
    const go = vi.spyOn(window.history, 'go');
    const leftFrom: string[] = [];
    const leave = vi.fn(() => leftFrom.push(window.location.pathname));

    quickExit({ signOut: () => Promise.resolve(), url: NEUTRAL, leave });

    expect(go).toHaveBeenCalledWith(-2);
    expect(leave).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(NEUTRAL);
    expect(leftFrom).toEqual([openedAt]);
  });
});

/** An exit under way that came back into a page the router shows as entry `idx` at `path`. */
function exitPending(idx: number, path: string) {
  window.history.replaceState({ idx }, '', path);
  sessionStorage.setItem('sahas.quick-exit-pending', NEUTRAL);
}

/** A Navigation API entry; the app marks the entries it was shown in. */
const entry = (index: number, state?: string) => ({ index, getState: () => state });
const APP = 'sahas.app-entry';

describe('resumeQuickExit', () => {
  it('does nothing when no exit is under way', () => {
    document.body.innerHTML = '<main>Home</main>';
    const leave = vi.fn();
    expect(resumeQuickExit(leave)).toBe(false);
    expect(leave).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('Home');
  });

  it('goes on with an exit that came back into a freshly loaded page', () => {
    exitPending(0, '/');
    sessionStorage.setItem('sahas.share-story-draft', '{"title":"mine"}');
    document.body.innerHTML = '<main>Home</main>';
    const leave = vi.fn();

    expect(resumeQuickExit(leave)).toBe(true);

    expect(document.body.textContent).toBe('');
    expect(sessionStorage.length).toBe(0);
    expect(leave).toHaveBeenCalledWith(NEUTRAL);
  });

  // A JSON answer of the API opened in the tab before Sahas runs no code: the exit would stop
  // there, so it goes back only over entries marked as the app's.
  const past = [entry(0), entry(1, APP), entry(2), entry(3, APP), entry(4, APP)];
  const noneBefore = [entry(0), entry(1, APP)];
  it.each([
    [
      'keeps going back, marked as pending, while earlier entries of the visit remain',
      3,
      undefined,
      -3,
    ],
    [
      'counts the visit by the Navigation API, which spans full page loads the router restarted at 0',
      0,
      { currentEntry: { index: 4 } },
      -4,
    ],
    [
      'goes back only as far as the first entry the app was shown in, past other pages of its origin',
      0,
      { currentEntry: past[4], entries: () => past },
      -3,
    ],
    [
      'leaves from where she is when the entries before are none of the app’s',
      1,
      { currentEntry: noneBefore[1], entries: () => noneBefore },
      null,
    ],
  ])('%s', (_, idx, navigation, back) => {
    exitPending(idx, '/share-story');
    if (navigation) vi.stubGlobal('navigation', navigation);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const leave = vi.fn();

    resumeQuickExit(leave);

    if (back === null) {
      expect(go).not.toHaveBeenCalled();
      expect(leave).toHaveBeenCalledWith(NEUTRAL);
    } else {
      expect(go).toHaveBeenCalledWith(back);
      expect(sessionStorage.getItem('sahas.quick-exit-pending')).toBe(NEUTRAL);
      expect(leave).not.toHaveBeenCalled();
    }
  });

  it('goes on in a page loaded only to pass through, before any language is active', () => {
    exitPending(0, '/');
    document.body.innerHTML = '<main>Home</main>';
    document.title = 'Sahas';
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue(undefined as unknown as string);
    vi.spyOn(i18n, '_').mockImplementation(() => {
      throw new Error('Lingui: Attempted to call a translation function without setting a locale.');
    });
    const leave = vi.fn();

    expect(resumeQuickExit(leave)).toBe(true);

    expect(document.body.textContent).toBe('');
    expect(document.title).toBe('New Tab');
    expect(leave).toHaveBeenCalledWith(NEUTRAL);
  });
});
