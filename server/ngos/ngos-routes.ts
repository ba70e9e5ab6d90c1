// GET /api/ngos (public directory) and POST /api/ngos/requests (signed in).
import { Hono } from 'hono';
import { type AppEnv, requireUser } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import { parseJson } from '../http/validate';
import { ngoBodyLimit, noStore } from './ngo-http';
import { ngoRequestInput } from './ngo-input';
import { ngoJson, ngoRequestJson } from './ngo-json';
import { approvedNgosByName, insertNgoRequest } from './ngo-queries';

export function ngosRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = { isAdmin: c.get('user')?.isAdmin ?? false };
      const rows = await approvedNgosByName(db);
      noStore(c);
      return c.json(rows.map((row) => ngoJson(row, viewer)));
    })
    .post(
      '/requests',
      async (c, next) => {
        requireUser(c);
        await next();
      },
      ngoBodyLimit,
      async (c) => {
        const user = requireUser(c);
        const fields = await parseJson(c, ngoRequestInput);
        const row = await insertNgoRequest(db, fields, user.id);
        return c.json(ngoRequestJson(row), 201);
      },
    );
}
