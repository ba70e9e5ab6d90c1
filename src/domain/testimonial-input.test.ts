import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from './check-input';
import { TESTIMONIAL_MAX_CHARS } from './testimonial';
import { testimonialInputSchema } from './testimonial-input';

/** What the server answers (and the adapters reject with): the key, or its English text. */
function refusal(value: unknown) {
  const checked = checkInput(testimonialInputSchema, value);
  return checked.ok ? null : (checked.problem.key ?? checked.problem.said);
}

const EMPTY = 'testimonialRequired';

describe('testimonial input', () => {
  it('refuses blank text, no text and what is not text with the catalogue key', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') }), (text) => {
        expect(refusal({ content: text })).toBe(EMPTY);
      }),
    );
    expect(refusal({})).toBe(EMPTY);
    expect(refusal({ content: 42 })).toBe(EMPTY);
    expect(checkInput(testimonialInputSchema, { content: ' ' })).toMatchObject({
      problem: { key: EMPTY, field: 'content' },
    });
  });

  it('caps the length at TESTIMONIAL_MAX_CHARS code points', () => {
    const tooLong = `A testimonial can be at most ${TESTIMONIAL_MAX_CHARS} characters.`;
    expect(refusal({ content: 'a'.repeat(TESTIMONIAL_MAX_CHARS) })).toBeNull();
    expect(refusal({ content: 'a'.repeat(TESTIMONIAL_MAX_CHARS + 1) })).toBe(tooLong);
    // 2000 emoji are 4000 UTF-16 units but 2000 characters.
    expect(refusal({ content: '💜'.repeat(TESTIMONIAL_MAX_CHARS) })).toBeNull();
    expect(refusal({ content: ` ${'a'.repeat(TESTIMONIAL_MAX_CHARS)}\n` })).toBeNull();
  });

  it('keeps line breaks and refuses hidden control characters anywhere', () => {
    expect(refusal({ content: 'Line one\nLine two\r\n\tindented' })).toBeNull();
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('\u0000', '\u0007', '\u007f', '\u0085', '\u200b', '\u2066'),
        (text, character) => {
          expect(refusal({ content: `${text}${character}${text}` })).toBe(
            'textHasControlCharacters',
          );
        },
      ),
    );
  });

  it('accepts any non-blank text within the cap, and the result is stable', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 300 })
          .filter((text) => text.trim() !== ''),
        (text) => {
          const checked = checkInput(testimonialInputSchema, { content: text });
          expect(checked).toEqual({ ok: true, data: { content: text.trim() } });
          expect(checkInput(testimonialInputSchema, { content: text.trim() })).toEqual(checked);
        },
      ),
    );
  });
});
