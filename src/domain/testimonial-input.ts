// What the testimonial form sends: one text, multi-line like the box it is typed in, checked by
// the testimonial rule (testimonial.ts). A blank one is the form's testimonialRequired; one over
// the cap keeps the server's English and the code invalidRequest (the box stops at the cap).
import * as z from 'zod/mini';
import type { MessageKey } from './messages';
import { TESTIMONIAL_MAX_CHARS, validateTestimonial } from './testimonial';
import { plainText } from './text-input';

const EMPTY = 'testimonialRequired' satisfies MessageKey;
const REASON_MESSAGES = {
  empty: EMPTY,
  'too-long': `A testimonial can be at most ${TESTIMONIAL_MAX_CHARS} characters.`,
} as const;

export const testimonialInputSchema = z.object({
  content: plainText({ multiline: true }, EMPTY).check((ctx) => {
    const check = validateTestimonial(ctx.value);
    if (!check.ok) {
      ctx.issues.push({ code: 'custom', message: REASON_MESSAGES[check.reason], input: ctx.value });
    }
  }),
});

export type TestimonialInput = z.input<typeof testimonialInputSchema>;
