// What POST /api/testimonials accepts: `{content}`, checked by the domain rule (trimmed,
// non-empty, at most TESTIMONIAL_MAX_CHARS code points).
import { z } from 'zod';
import { TESTIMONIAL_MAX_CHARS, validateTestimonial } from '@/domain/testimonial';

/** Larger bodies are refused before parsing: 2,000 characters never need more. */
export const TESTIMONIAL_BODY_MAX_BYTES = 32 * 1024;

const REASON_MESSAGES = {
  empty: 'Please write your testimonial first.',
  'too-long': `A testimonial can be at most ${TESTIMONIAL_MAX_CHARS} characters.`,
} as const;

export const testimonialInput = z
  .object({ content: z.string({ error: 'Please write your testimonial first.' }) })
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
