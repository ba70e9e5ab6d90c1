import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

// jsdom has no matchMedia; the carousel and reduced-motion checks ask for it.
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
// jsdom does not scroll: its scrollTo only reports that it is not implemented.
window.scrollTo = vi.fn();

// findBy* and waitFor give up after 1 s by default; a lazily loaded page on a loaded 2-core
// machine can take longer, and a test that is really stuck still fails at this bound.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The toast list lives outside React: what one test left must not show in the next.
  toast.remove();
});
