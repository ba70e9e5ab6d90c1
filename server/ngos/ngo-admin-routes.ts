// /api/admin/ngos: pending requests, approval and rejection, approved NGOs. Admins only.
import { Hono } from 'hono';
import { type AppEnv, requireAdmin } from '../http/current-user';
import { refuseWith } from '../http/error-handler';
import type { RouteDeps } from '../http/route-deps';
import { parseJson } from '../http/validate';
import { idParam, ngoBodyLimit, noStore } from './ngo-http';
import { approveInput } from './ngo-input';
import { ngoJson, ngoRequestJson } from './ngo-json';
import {
  approvedNgosByApproval,
  approveNgoRequest,
  deleteNgo,
  deleteNgoRequest,
  pendingNgoRequests,
} from './ngo-queries';

const REQUEST_NOT_FOUND = 'This request no longer exists.';
const NGO_NOT_FOUND = 'This NGO no longer exists.';
const ADMIN_VIEW = { isAdmin: true };

export function ngoAdminRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      requireAdmin(c);
      noStore(c);
      await next();
    })
    .get('/requests', async (c) => {
      const rows = await pendingNgoRequests(db);
      return c.json(rows.map(ngoRequestJson));
    })
    .get('/', async (c) => {
      const rows = await approvedNgosByApproval(db);
      return c.json(rows.map((row) => ngoJson(row, ADMIN_VIEW)));
    })
    .post('/requests/:id/approve', ngoBodyLimit, async (c) => {
      const admin = requireAdmin(c);
      const { category } = await parseJson(c, approveInput);
      const id = idParam(c, REQUEST_NOT_FOUND);
      const ngo = await approveNgoRequest(db, { id, category, adminEmail: admin.email });
      if (!ngo) refuseWith(404, 'notFound', REQUEST_NOT_FOUND);
      return c.json(ngoJson(ngo, ADMIN_VIEW), 201);
    })
    .delete('/requests/:id', async (c) => {
      const id = idParam(c, REQUEST_NOT_FOUND);
      if (!(await deleteNgoRequest(db, id))) refuseWith(404, 'notFound', REQUEST_NOT_FOUND);
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      const id = idParam(c, NGO_NOT_FOUND);
      if (!(await deleteNgo(db, id))) refuseWith(404, 'notFound', NGO_NOT_FOUND);
      return c.body(null, 204);
    });
}
