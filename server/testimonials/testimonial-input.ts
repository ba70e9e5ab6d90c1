// What POST /api/testimonials accepts beyond the domain's schema
// (src/domain/testimonial-input.ts): how large a body may be before it is read.

/** Larger bodies are refused before parsing: 2,000 characters never need more. */
export const TESTIMONIAL_BODY_MAX_BYTES = 32 * 1024;
