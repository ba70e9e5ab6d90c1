// Toasts come from @/lib/toast only (toast-store.ts holds the library). The library's main build brings goober, whose inline <style>
// the Content Security Policy blocks, and keeps a toast list of its own that our toaster never
// shows: a toast sent through it would vanish without a word.
import { describe, expect, it } from 'vitest';

const SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const OWNER = '/src/lib/toast-store.ts';
const IMPORTS_LIBRARY = /(?:from\s+|import\s*\(\s*|import\s+)['"]react-hot-toast(?:\/[^'"]*)?['"]/;

describe('react-hot-toast', () => {
  it('is found by the scan where it is imported', () => {
    expect(Object.keys(SOURCES)).toContain(OWNER);
    expect(SOURCES[OWNER]).toMatch(IMPORTS_LIBRARY);
  });

  it('is imported by src/lib/toast-store.ts only (everything else, tests too, uses @/lib/toast)', () => {
    const offenders = Object.entries(SOURCES)
      .filter(([path, source]) => path !== OWNER && IMPORTS_LIBRARY.test(source))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
