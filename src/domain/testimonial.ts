// Testimonial rules. The spec only makes the text required (a `required` textarea, so the
// browser explains it); the length cap is ours, to keep quotes readable in the carousel.
// Failures carry a reason rather than a message because the catalogue has none for them.

export const TESTIMONIAL_MAX_CHARS = 2000;

export type TestimonialCheck =
  { ok: true; content: string } | { ok: false; reason: 'empty' | 'too-long' };

/** On success `content` is the trimmed text to store. Length is counted in code points. */
export function validateTestimonial(content: string): TestimonialCheck {
  const trimmed = content.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (Array.from(trimmed).length > TESTIMONIAL_MAX_CHARS) return { ok: false, reason: 'too-long' };
  return { ok: true, content: trimmed };
}
