// Hidden control characters in what people type. PostgreSQL refuses NUL in text outright, and
// the rest are invisible on screen, so they could hide words from a reader or a moderator.
// Refused: C0 controls (U+0000–U+001F) but TAB, LF and CR, DEL (U+007F) and the C1 controls
// (U+0080–U+009F); and, anywhere, the invisible characters that reorder or hide words: bidi
// embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which show other words
// than are stored, zero-width space (U+200B), word joiner (U+2060) and U+FEFF. ZWNJ and ZWJ
// (U+200C, U+200D) stay: Devanagari, Bengali and Malayalam spell words with them.
// firestore.rules refuses the same set in the stored (trimmed) fields.

import { invalid, VALID, type ValidationResult } from './validation-result';

export interface ControlCharacterOptions {
  /**
   * Multi-line text (a story, a testimonial, a description) may hold TAB, LF and CR anywhere.
   * Single-line text (a title, a name) only in the surrounding whitespace that is trimmed before
   * storing, so `'  My title\n'` still passes and `'My\ntitle'` does not.
   */
  multiline: boolean;
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

function isLineWhitespace(code: number): boolean {
  return code === TAB || code === LF || code === CR;
}

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isInvisibleFormat(code: number): boolean {
  return (
    code === 0x200b ||
    (code >= 0x202a && code <= 0x202e) ||
    code === 0x2060 ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** True when `text` holds a control character that this kind of field does not allow. */
export function hasControlCharacters(
  text: string,
  { multiline }: ControlCharacterOptions,
): boolean {
  // Every refused character is a single UTF-16 unit outside the surrogates, so code units
  // suffice.
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInvisibleFormat(code)) return true;
    if (!isControl(code)) continue;
    if (!isLineWhitespace(code)) return true;
    if (!multiline && index >= start && index < end) return true;
  }
  return false;
}

export interface TextField {
  text: string;
  multiline: boolean;
}

/** Valid when no field holds a refused control character; else the catalogue's message. */
export function validateNoControlCharacters(fields: readonly TextField[]): ValidationResult {
  return fields.some((field) => hasControlCharacters(field.text, field))
    ? invalid('textHasControlCharacters')
    : VALID;
}
