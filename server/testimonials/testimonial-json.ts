import type { Testimonial } from '@/domain/entities';
import type { testimonials } from '../db/schema';

type TestimonialRow = typeof testimonials.$inferSelect;

/**
 * A testimonial as the API returns it: the domain entity's field names; author_id is its own
 * random pseudonym, never her account id.
 */
export function testimonialJson(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    content: row.content,
    author_id: row.publicAuthorId,
    created_at: row.createdAt.toISOString(),
  };
}
