// Screens branch on an error's code, never on its English wording: once the interface is
// translated, a comparison with a catalogue text would silently stop matching.
import { describe, expect, it } from 'vitest';
import { matchingLines } from '@/testing/matching-lines';

const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Comparisons of message text: with a catalogue entry, or a search inside a `.message`. */
const TEXT_BRANCHES: readonly RegExp[] = [
  /\.message\s*[!=]==?\s*MESSAGES\./,
  /MESSAGES\.\w+\s*[!=]==?\s*[\w.?]*\.message\b/,
  /[!=]==?\s*MESSAGES\.\w+/,
  /MESSAGES\.\w+\s*[!=]==?/,
  /\.message\s*\??\.\s*(includes|startsWith|endsWith|match|search|indexOf)\(/,
];

function textBranches(source: string): string[] {
  return matchingLines(source, TEXT_BRANCHES);
}

describe('error handling in src/', () => {
  it('never compares error text with the message catalogue', () => {
    // Every source file is read.
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(Object.keys(SOURCES)).toContain('/src/components/forms/use-media-uploads.ts');
    const found = Object.entries(SOURCES).flatMap(([path, source]) =>
      textBranches(source).map((line) => `${path}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch the comparisons it exists to stop', () => {
    expect(textBranches('if (error.message === MESSAGES.storyDraftIncomplete) {')).toHaveLength(1);
    expect(textBranches('MESSAGES.profileCreateFailed === error.message')).toHaveLength(1);
    expect(textBranches('if (text === MESSAGES.mediaQuotaVerifyEmail) return true;')).toHaveLength(
      1,
    );
    expect(textBranches("error.message.includes('quota')")).toHaveLength(1);
    expect(textBranches("if (error.code === 'storyDraftIncomplete') {")).toEqual([]);
  });
});
