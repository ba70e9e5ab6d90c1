// What POST /api/testimonials accepts: `{content}`, checked by the domain rules (no hidden
// control characters; trimmed, non-empty, at most TESTIMONIAL_MAX_CHARS code points).
import { z } from 'zod';
import { hasControlCharacters } from '@/domain/control-characters';
import type { MessageKey } from '@/domain/messages';
import { TESTIMONIAL_MAX_CHARS, validateTestimonial } from '@/domain/testimonial';

/** Larger bodies are refused before parsing: 2,000 characters never need more. */
export const TESTIMONIAL_BODY_MAX_BYTES = 32 * 1024;

const REASON_MESSAGES = {
  empty: 'Please write your testimonial first.',
  'too-long': `A testimonial can be at most ${TESTIMONIAL_MAX_CHARS} characters.`,
} as const;

export const testimonialInput = z
  .object({
    content: z
      .string({ error: 'Please write your testimonial first.' })
      // Multi-line, like the box it is typed in; NUL would otherwise be a database error (500).
      .refine(
        (text) => !hasControlCharacters(text, { multiline: true }),
        'textHasControlCharacters' satisfies MessageKey,
      ),
  })
  .transform(({ content }, ctx) => {
    const check = validateTestimonial(content);
    if (check.ok) return { content: check.content };
    ctx.issues.push({
      code: 'custom',
      path: ['content'],
      message: REASON_MESSAGES[check.reason],
      input: content,
    });
    return z.NEVER;
  });
