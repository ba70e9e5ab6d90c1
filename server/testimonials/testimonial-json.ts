import type { Testimonial } from '@/domain/entities';
import type { testimonials } from '../db/schema';

type TestimonialRow = typeof testimonials.$inferSelect;

/** A testimonial as the API returns it: the domain entity's field names. */
export function testimonialJson(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    content: row.content,
    author_id: row.authorId,
    created_at: row.createdAt.toISOString(),
  };
}
