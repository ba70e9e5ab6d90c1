// What an admin sends when she approves an NGO's request: the directory category it is listed
// under (the Admin page always sends one; General when none is given).
import * as z from 'zod/mini';
import { DEFAULT_NGO_CATEGORY, NGO_CATEGORIES } from './vocabularies';

export const ngoApprovalInputSchema = z.object({
  category: z._default(
    z.enum(NGO_CATEGORIES, `must be one of ${NGO_CATEGORIES.join(', ')}`),
    DEFAULT_NGO_CATEGORY,
  ),
});

export type NgoApprovalInput = z.input<typeof ngoApprovalInputSchema>;
