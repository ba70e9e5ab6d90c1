// Test-only: the lines of a source file that a pattern matches, for tests that keep a kind of code
// out of the codebase (error-text comparisons, module replacement in shared test files).

/** Each code line of `source` some pattern matches, as "number: line"; comments are skipped. */
export function matchingLines(source: string, patterns: readonly RegExp[]): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => !line.startsWith('/') && !line.startsWith('*'))
    .filter(({ line }) => patterns.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line}`);
}
