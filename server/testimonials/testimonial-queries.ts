import { desc } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import type { Database } from '../db/database';
import { testimonials } from '../db/schema';

/** The newest testimonials, served by testimonials_created_at_idx scanned backward. */
export function latestTestimonials(db: Database, limit: number = LIMITS.testimonialsFetched) {
  return db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export async function insertTestimonial(
  db: Database,
  values: { content: string; authorId: string },
) {
  const [row] = await db.insert(testimonials).values(values).returning();
  if (!row) throw new Error('The testimonial was not stored.');
  return row;
}
