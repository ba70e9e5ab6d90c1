// The web test files of one worker share their modules (vite.config.ts). A file that replaces a
// module, loads modules afresh or blanks the document (a quick exit swaps the body) would change
// them for every file after it, so such a file is named *.isolated.test.* and gets its own.
import { describe, expect, it } from 'vitest';
import { matchingLines } from '@/testing/matching-lines';

const TEST_FILES = import.meta.glob<string>(
  ['/src/**/*.test.{ts,tsx}', '!/src/**/*.isolated.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

/** What a shared module graph cannot take back after a file. */
const NEEDS_ISOLATION: readonly RegExp[] = [
  /\bvi\.(mock|doMock|resetModules)\(/,
  /\b(quickExit|resumeQuickExit)\(/,
  /\.replaceWith\(/,
];

describe('web test files', () => {
  it('leave module replacement and quick exits to *.isolated.test.* files', () => {
    // Every shared test file is read.
    expect(Object.keys(TEST_FILES).length).toBeGreaterThan(50);
    expect(Object.keys(TEST_FILES)).toContain('/src/components/ui/toaster.test.tsx');
    const found = Object.entries(TEST_FILES).flatMap(([path, source]) =>
      matchingLines(source, NEEDS_ISOLATION).map((line) => `${path}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch what it exists to keep out', () => {
    expect(matchingLines("vi.mock('@/lib/toast', () => ({}));", NEEDS_ISOLATION)).toHaveLength(1);
    expect(matchingLines('  vi.resetModules();', NEEDS_ISOLATION)).toHaveLength(1);
    expect(matchingLines('quickExit({ signOut, leave });', NEEDS_ISOLATION)).toHaveLength(1);
    expect(matchingLines('// vi.mock would leak here', NEEDS_ISOLATION)).toEqual([]);
  });
});
