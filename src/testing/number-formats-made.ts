import { vi } from 'vitest';

/**
 * Calls `write` and counts the Intl.NumberFormat it made (each still a real one): the first of a
 * tab is what counts cost a page's first render (src/i18n/format-count.ts).
 */
export function numberFormatsMade(write: () => unknown): number {
  const RealNumberFormat = Intl.NumberFormat;
  const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
    return new RealNumberFormat(...args);
  });
  try {
    write();
    return made.mock.calls.length;
  } finally {
    made.mockRestore();
  }
}
