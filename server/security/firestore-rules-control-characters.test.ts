// firestore.rules refuses the same characters as src/domain/control-characters.ts, checked here
// without the emulator: the rules' one-line and multi-line patterns are read from the file and run
// as JavaScript regular expressions beside the domain's check (tests/rules/firestore-edges.test.ts
// runs the rules themselves in the emulator, one row per character class).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '@/domain/control-characters';

const RULES = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

/** The pattern `function name` passes to matches(), as a JavaScript RegExp (whole string). */
function rulesPattern(name: string): RegExp {
  const body = RULES.slice(RULES.indexOf(`function ${name}(`));
  const literal = /\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(body)?.[1];
  if (literal === undefined) throw new Error(`no matches() in ${name}`);
  // The rules' string literal unescaped gives RE2's pattern; RE2's \x{…} is JavaScript's \u{…}.
  const re2 = literal.replace(/\\\\/g, '\\');
  return new RegExp(`^(?:${re2.replace(/\\x\{([0-9A-Fa-f]+)\}/g, '\\u{$1}')})$`, 'u');
}

/** What `function name` allows: its own pattern, and noInvisible's, which it calls. */
function rulesCheck(name: string): { test(value: string): boolean } {
  const own = rulesPattern(name);
  const invisible = rulesPattern('noInvisible');
  const body = RULES.slice(RULES.indexOf(`function ${name}(`));
  const calls = body.slice(0, body.indexOf('\n    }')).includes('noInvisible(value)');
  if (!calls) throw new Error(`${name} does not call noInvisible`);
  return { test: (value) => own.test(value) && invisible.test(value) };
}

const oneLine = rulesCheck('oneLine');
const multiLine = rulesCheck('multiLine');

const NOTABLE = [
  ...'\u0000\u0009\u000a\u000d\u001f\u007f\u0085\u009f\u00a0',
  ...'\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u202f',
  ...'\u2060\u2061\u2065\u2066\u2067\u2068\u2069\u206a\ufeff\ufeffa\ufffe',
  'क',
  '্',
  '💜',
  ' ',
];
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...NOTABLE), maxLength: 30 }),
);

describe('firestore.rules’ control-character patterns', () => {
  it('accept one-line text exactly when the domain does, on stored (trimmed) text', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const stored = raw.trim();
        expect(oneLine.test(stored)).toBe(!hasControlCharacters(stored, { multiline: false }));
      }),
      { numRuns: 2000 },
    );
  });

  it('accept multi-line text exactly when the domain does', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(multiLine.test(value)).toBe(!hasControlCharacters(value, { multiline: true }));
      }),
      { numRuns: 2000 },
    );
  });
});
