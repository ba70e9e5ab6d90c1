import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadToastStore, toast } from '@/lib/toast';
import { deleteAllCookies } from '@/testing/cookies';
import { activateForTests } from '@/testing/i18n';

// jsdom (which a few files choose) has no matchMedia; the carousel and reduced-motion checks ask
// for it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
// The test DOMs do not scroll (jsdom's scrollTo only reports that it is not implemented).
window.scrollTo = vi.fn();

// findBy* and waitFor give up after 1 s by default; a lazily loaded page on a loaded 2-core
// machine can take longer, and a test that is really stuck still fails at this bound.
configure({ asyncUtilTimeout: 5000 });

// The app fetches the toast list after the page is taken over; tests have it from the start, so a
// toast shows in the same act() that sends it (toast.isolated.test.ts covers the wait in between).
beforeAll(() => loadToastStore());

afterEach(async () => {
  cleanup();
  // The toast list lives outside React: what one test left must not show in the next.
  toast.remove();
  // Files share one DOM (isolate: false): a draft one test kept in this tab must not reappear in
  // the next test's form.
  sessionStorage.clear();
  localStorage.clear();
  // And cookies: a sign-out's key or a language one test set must not be read by the next.
  deleteAllCookies();
  // So does SWR's default cache, which a screen rendered without the app's providers reads: its
  // answers (and requests under way) must not reach the next test, in this file or another.
  await mutate(() => true, undefined, { revalidate: true });
});

// Every English catalogue, loaded at once: components render their text as the reader sees it.
// A test of another language loads that one (see src/testing/i18n.ts).
activateForTests('en');
