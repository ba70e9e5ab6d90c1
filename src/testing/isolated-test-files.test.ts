// The web test files of one worker share their modules (vite.config.ts). A file that replaces a
// module, loads modules afresh or blanks the document (a quick exit swaps the body) would change
// them for every file after it, so such a file is named *.isolated.test.* and gets its own.
import { describe, expect, it } from 'vitest';

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
  it('reads every shared test file', () => {
    expect(Object.keys(TEST_FILES).length).toBeGreaterThan(50);
    expect(Object.keys(TEST_FILES)).toContain('/src/components/ui/toaster.test.tsx');
  });

  it('leave module replacement and quick exits to *.isolated.test.* files', () => {
    const found = Object.entries(TEST_FILES).flatMap(([path, source]) =>
      source
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(
          ({ line }) =>
            !line.trim().startsWith('/') &&
            !line.trim().startsWith('*') &&
            NEEDS_ISOLATION.some((pattern) => pattern.test(line)),
        )
        .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
