import type { Ngo, NgoRequest } from '@/domain/entities';
import type { ngoRequests, ngos } from '../db/schema';

type NgoRow = typeof ngos.$inferSelect;
type NgoRequestRow = typeof ngoRequests.$inferSelect;

/**
 * An approved NGO with the domain entity's field names. The registration number and approved_by
 * (an admin's e-mail) are the table's ngo_private: where Firestore keeps them in a collection of
 * their own, the server fills them in here for whoever may read that collection (`withPrivate`),
 * and leaves them empty for everyone else.
 */
export function ngoJson(row: NgoRow, { withPrivate }: { withPrivate: boolean }): Ngo {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contact: row.contact,
    email: row.email,
    website: row.website,
    registration_number: withPrivate ? row.registrationNumber : '',
    approved: true,
    category: row.category,
    approved_at: row.approvedAt.toISOString(),
    approved_by: withPrivate ? row.approvedBy : '',
  };
}

export function ngoRequestJson(row: NgoRequestRow): NgoRequest {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contact: row.contact,
    email: row.email,
    registration_number: row.registrationNumber,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    approved: false,
  };
}
