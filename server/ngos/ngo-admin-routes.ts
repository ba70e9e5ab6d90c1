// /api/admin/ngos: pending requests, approval and rejection, approved NGOs. Admins only.
import { Hono, type MiddlewareHandler } from 'hono';
import { ngoApprovalInputSchema } from '@/domain/ngo-approval-input';
import { authorize } from '../http/authorize';
import { type AppEnv, requireUser } from '../http/current-user';
import { refuseWith } from '../http/error-handler';
import type { RouteDeps } from '../http/route-deps';
import { parseJson } from '../http/validate';
import { idParam, ngoBodyLimit, noStore } from './ngo-http';
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
/** Only callers who passed ngo_private's check below reach the answers that carry it. */
const WITH_PRIVATE = { withPrivate: true };

/**
 * The whole area reviews other people's requests: closed, before any body or row is read, to
 * whoever the table does not let list them. Each route then checks its own operations, as for
 * someone else's document, so nobody else learns which ids exist.
 */
const reviewersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  authorize(c, 'ngo_requests', 'list');
  noStore(c);
  await next();
};

export function ngoAdminRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .use('*', reviewersOnly)
    .get('/requests', async (c) => {
      const rows = await pendingNgoRequests(db);
      return c.json(rows.map(ngoRequestJson));
    })
    .get('/', async (c) => {
      authorize(c, 'ngos', 'list');
      authorize(c, 'ngo_private', 'list');
      const rows = await approvedNgosByApproval(db);
      return c.json(rows.map((row) => ngoJson(row, WITH_PRIVATE)));
    })
    .post('/requests/:id/approve', ngoBodyLimit, async (c) => {
      // Approval turns someone's request into a public NGO and its private fields.
      authorize(c, 'ngo_requests', 'delete');
      authorize(c, 'ngos', 'create');
      authorize(c, 'ngo_private', 'create');
      // The approving admin's address is recorded, so there must be one.
      const admin = requireUser(c);
      const { category } = await parseJson(c, ngoApprovalInputSchema);
      const id = idParam(c, REQUEST_NOT_FOUND);
      const ngo = await approveNgoRequest(db, { id, category, adminEmail: admin.email });
      if (!ngo) refuseWith(404, 'notFound', REQUEST_NOT_FOUND);
      return c.json(ngoJson(ngo, WITH_PRIVATE), 201);
    })
    .delete('/requests/:id', async (c) => {
      authorize(c, 'ngo_requests', 'delete');
      const id = idParam(c, REQUEST_NOT_FOUND);
      if (!(await deleteNgoRequest(db, id))) refuseWith(404, 'notFound', REQUEST_NOT_FOUND);
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      authorize(c, 'ngos', 'delete');
      authorize(c, 'ngo_private', 'delete');
      const id = idParam(c, NGO_NOT_FOUND);
      if (!(await deleteNgo(db, id))) refuseWith(404, 'notFound', NGO_NOT_FOUND);
      return c.body(null, 204);
    });
}
