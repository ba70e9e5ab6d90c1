import type { Ngo, NgoRequest } from '@/domain/entities';
import type { ngoRequests, ngos } from '../db/schema';

type NgoRow = typeof ngos.$inferSelect;
type NgoRequestRow = typeof ngoRequests.$inferSelect;

/**
 * An approved NGO with the domain entity's field names. The registration number shows only to
 * admins, and so does approved_by: it is an admin's e-mail, which no other user may read.
 */
export function ngoJson(row: NgoRow, viewer: { isAdmin: boolean }): Ngo {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contact: row.contact,
    email: row.email,
    website: row.website,
    registration_number: viewer.isAdmin ? row.registrationNumber : '',
    approved: true,
    category: row.category,
    approved_at: row.approvedAt.toISOString(),
    approved_by: viewer.isAdmin ? row.approvedBy : '',
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
