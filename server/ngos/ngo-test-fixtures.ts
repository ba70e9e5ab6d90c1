// Rows for NGO tests, inserted directly so each test states exactly what exists.
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { NgoRequestFields } from '@/domain/ngo-request';
import type { Database } from '../db/database';
import { ngoRequests, ngos, user } from '../db/schema';

export const ADMIN_EMAIL = 'admin@example.org';

export const VALID_REQUEST: NgoRequestFields = {
  name: 'Test Legal Aid Trust',
  description: 'Free legal guidance for women.',
  contact: '+91 (22) 1234-5678',
  email: 'contact@example.org',
  registration_number: 'TEST-42',
};

export async function insertUser(db: Database, email = `owner-${randomUUID()}@example.org`) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Anonymous', email });
  return id;
}

export async function insertRequest(
  db: Database,
  userId: string,
  overrides: Partial<typeof ngoRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(ngoRequests)
    .values({
      name: 'Pending Trust',
      description: 'Waiting for review.',
      contact: '011 2345 6789',
      email: 'pending@example.org',
      registrationNumber: 'REQ-1',
      userId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('request not inserted');
  return row;
}

export async function insertNgo(db: Database, overrides: Partial<typeof ngos.$inferInsert> = {}) {
  const [row] = await db
    .insert(ngos)
    .values({
      name: 'Approved Trust',
      description: 'Already in the directory.',
      contact: '011 9876 5432',
      email: 'approved@example.org',
      registrationNumber: 'NGO-1',
      approvedBy: ADMIN_EMAIL,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('NGO not inserted');
  return row;
}

/** Every NGO and request row, for "nothing changed" assertions. */
export async function snapshot(db: Database) {
  return {
    ngos: await db.select().from(ngos).orderBy(asc(ngos.id)),
    requests: await db.select().from(ngoRequests).orderBy(asc(ngoRequests.id)),
  };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
