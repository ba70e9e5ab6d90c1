import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { testimonials, user } from '../db/schema';

export const ADMIN_EMAIL = 'admin@example.org';

export async function insertUser(db: Database) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Anonymous', email: `author-${id}@example.org` });
  return id;
}

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
