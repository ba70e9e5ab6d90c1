import { desc, eq } from 'drizzle-orm';
import { compareNgoNames } from '@/domain/ngo-order';
import type { NgoCategory } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { ngoRequests, ngos } from '../db/schema';
import type { NgoRequestInput } from '@/domain/ngo-request-input';

type NgoRow = typeof ngos.$inferSelect;

/** The public directory: every approved NGO, by name. */
export async function approvedNgosByName(db: Database) {
  const rows = await db.select().from(ngos).where(eq(ngos.approved, true));
  return rows.sort(compareNgoNames);
}

/** The admin list: newest approval first (ngos_approved_at_idx scanned backward). */
export function approvedNgosByApproval(db: Database) {
  return db
    .select()
    .from(ngos)
    .where(eq(ngos.approved, true))
    .orderBy(desc(ngos.approvedAt), desc(ngos.id));
}

export async function insertNgoRequest(db: Database, fields: NgoRequestInput, userId: string) {
  const [row] = await db
    .insert(ngoRequests)
    .values({
      name: fields.name,
      description: fields.description,
      contact: fields.contact,
      email: fields.email,
      registrationNumber: fields.registration_number,
      userId,
    })
    .returning();
  if (!row) throw new Error('The NGO request was not stored.');
  return row;
}

export function pendingNgoRequests(db: Database) {
  return db.select().from(ngoRequests).orderBy(desc(ngoRequests.createdAt), desc(ngoRequests.id));
}

/**
 * Turns a request into an approved NGO in one transaction. The request is deleted first: of two
 * concurrent approvals only one deletes the row, so only one NGO is created. Null when the
 * request does not exist (or another admin got there first).
 */
export function approveNgoRequest(
  db: Database,
  options: { id: string; category: NgoCategory; adminEmail: string },
): Promise<NgoRow | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .delete(ngoRequests)
      .where(eq(ngoRequests.id, options.id))
      .returning();
    if (!request) return null;
    const [ngo] = await tx
      .insert(ngos)
      .values({
        name: request.name,
        description: request.description,
        contact: request.contact,
        email: request.email,
        website: '',
        registrationNumber: request.registrationNumber,
        approved: true,
        category: options.category,
        // approved_at: the database's now(), one clock for every server process.
        approvedBy: options.adminEmail,
      })
      .returning();
    if (!ngo) throw new Error('The approved NGO was not stored.');
    return ngo;
  });
}

/** True when a request was deleted. */
export async function deleteNgoRequest(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(ngoRequests)
    .where(eq(ngoRequests.id, id))
    .returning({ id: ngoRequests.id });
  return deleted.length > 0;
}

/** True when an NGO was deleted. */
export async function deleteNgo(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(ngos).where(eq(ngos.id, id)).returning({ id: ngos.id });
  return deleted.length > 0;
}
