import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { testimonials } from '../db/schema';

// Authors are inserted as the NGO tests insert owners: a bare user row.
export { ADMIN_EMAIL, insertUser } from '../ngos/ngo-test-fixtures';

export async function insertTestimonial(
  db: Database,
  authorId: string,
  content: string,
  createdAt: Date,
) {
  const [row] = await db.insert(testimonials).values({ authorId, content, createdAt }).returning();
  if (!row) throw new Error('testimonial not inserted');
  return row;
}

export function allTestimonials(db: Database) {
  return db.select().from(testimonials).orderBy(asc(testimonials.id));
}
