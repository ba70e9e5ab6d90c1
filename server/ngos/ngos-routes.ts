// GET /api/ngos (public directory) and POST /api/ngos/requests (signed in).
import { Hono } from 'hono';
import { ngoRequestInputSchema } from '@/domain/ngo-request-input';
import { isAllowed } from '@/domain/policies';
import { allowOwn, authorize, callerOf } from '../http/authorize';
import { type AppEnv, requireUser } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import { parseJson } from '../http/validate';
import { ngoBodyLimit, noStore } from './ngo-http';
import { ngoJson, ngoRequestJson } from './ngo-json';
import { approvedNgosByName, insertNgoRequest } from './ngo-queries';

export function ngosRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const caller = callerOf(authorize(c, 'ngos', 'list'));
      const withPrivate = isAllowed({ ...caller, ownerId: null }, 'ngo_private', 'list');
      const rows = await approvedNgosByName(db);
      noStore(c);
      return c.json(rows.map((row) => ngoJson(row, { withPrivate })));
    })
    .post('/requests', allowOwn('ngo_requests', 'create'), ngoBodyLimit, async (c) => {
      // Decided by allowOwn above; here only to name the requester.
      const user = requireUser(c);
      const fields = await parseJson(c, ngoRequestInputSchema);
      const row = await insertNgoRequest(db, fields, user.id);
      return c.json(ngoRequestJson(row), 201);
    });
}
