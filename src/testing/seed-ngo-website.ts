/* eslint-disable no-restricted-imports -- reaches the server's NGO table as server-side.ts reaches
   its others, for a field no route of the self-hosted server writes. */
// An NGO's website: approval leaves it empty and no route sets it (directories carried over from
// elsewhere hold one), so a card's website link is seeded into the row itself.
import { eq } from 'drizzle-orm';
import { ngos } from '../../server/db/schema';
import type { TestServer } from '@/testing/server-side';

export async function setNgoWebsite(server: TestServer, ngoId: string, website: string) {
  await server.db.update(ngos).set({ website }).where(eq(ngos.id, ngoId));
}
