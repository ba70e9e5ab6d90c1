// Translations already made, so repeating one costs no provider call. Bounded in memory and
// least-recently-used first out. On Netlify it lives as long as the function instance does
// (minutes to hours); on the self-hosted server, as long as the process.
import { createHash } from 'node:crypto';
import type { TranslationInput, TranslationOutput } from './providers/provider';

export interface TranslationCache {
  get(input: TranslationInput): TranslationOutput | undefined;
  set(input: TranslationInput, output: TranslationOutput): void;
  readonly size: number;
}

/** The key holds a hash of the text, never the text itself. */
export function translationKey(input: TranslationInput): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([input.title, input.content]))
    .digest('base64url');
  return `${hash}:${input.targetLang}`;
}

export function createTranslationCache({
  maxEntries,
  maxChars = 4_000_000,
}: {
  maxEntries: number;
  /** All cached translations together, in characters (about 8 MB at the default). */
  maxChars?: number;
}): TranslationCache {
  const entries = new Map<string, TranslationOutput>();
  let chars = 0;
  const sizeOf = (output: TranslationOutput) =>
    output.translatedTitle.length + output.translatedContent.length;

  function drop(key: string) {
    const output = entries.get(key);
    if (!output) return;
    entries.delete(key);
    chars -= sizeOf(output);
  }

  return {
    get(input) {
      const key = translationKey(input);
      const output = entries.get(key);
      if (output) {
        // Map order is insertion order: re-inserting marks it the most recently used.
        entries.delete(key);
        entries.set(key, output);
      }
      return output;
    },
    set(input, output) {
      const size = sizeOf(output);
      if (maxEntries === 0 || size > maxChars) return;
      const key = translationKey(input);
      drop(key);
      entries.set(key, output);
      chars += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
