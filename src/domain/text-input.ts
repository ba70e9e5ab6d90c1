// Building blocks of the input schemas (src/domain/*-input.ts). They are written with zod/mini,
// whose functions tree-shake, because the SPA's adapters check every write with them too.
import * as z from 'zod/mini';
import { hasControlCharacters, type ControlCharacterOptions } from './control-characters';
import type { MessageKey } from './messages';

/**
 * Text without hidden control characters (NUL would be a database error, 500), then trimmed.
 * Checked before trimming, so a control character in the trimmed-off whitespace is refused too.
 * `error` is the message of a value that is not text at all.
 */
export function plainText(options: ControlCharacterOptions, error?: string) {
  return z.string(error).check(
    z.refine(
      (text) => !hasControlCharacters(text, options),
      'textHasControlCharacters' satisfies MessageKey,
    ),
    z.trim(),
  );
}

/** Characters as she counts them: code points, so an emoji or a Devanagari letter is one. */
export function codePointCount(text: string): number {
  return Array.from(text).length;
}

/** At most `max` code points. */
export function maxCodePoints(max: number) {
  return z.refine<string>(
    (text) => codePointCount(text) <= max,
    `must be at most ${max} characters`,
  );
}
