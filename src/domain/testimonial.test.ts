import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX_CHARS, validateTestimonial } from './testimonial';

describe('validateTestimonial', () => {
  it('accepts text and returns it trimmed', () => {
    expect(validateTestimonial('  This place helped me.\n')).toEqual({
      ok: true,
      content: 'This place helped me.',
    });
  });

  it('rejects blank text as empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') }), (text) => {
        expect(validateTestimonial(text)).toEqual({ ok: false, reason: 'empty' });
      }),
    );
  });

  it('caps the length at TESTIMONIAL_MAX_CHARS code points', () => {
    expect(TESTIMONIAL_MAX_CHARS).toBe(2000);
    expect(validateTestimonial('a'.repeat(2000)).ok).toBe(true);
    expect(validateTestimonial('a'.repeat(2001))).toEqual({ ok: false, reason: 'too-long' });
    // 2000 emoji are 4000 UTF-16 units but 2000 characters.
    expect(validateTestimonial('💜'.repeat(2000)).ok).toBe(true);
  });

  it('accepts any non-blank text within the cap, and the result is stable', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 300 })
          .filter((t) => t.trim() !== ''),
        (text) => {
          const result = validateTestimonial(text);
          expect(result).toEqual({ ok: true, content: text.trim() });
          expect(validateTestimonial(text.trim())).toEqual(result);
        },
      ),
    );
  });
});
