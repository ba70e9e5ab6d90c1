import { checkedInput } from '@/backend/checked-input';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { AdminPort } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';

export type NgoAdminPort = Pick<
  AdminPort,
  'pendingRequests' | 'approvedNgos' | 'approveRequest' | 'rejectRequest' | 'deleteNgo'
>;

const BASE = '/api/admin/ngos';

export function createHttpNgoAdmin(http: HttpClient): NgoAdminPort {
  const remove = (path: string) =>
    backendCall(async () => {
      await http.json(path, { method: 'DELETE' });
    });
  return {
    pendingRequests: () => backendCall(() => http.json<NgoRequest[]>(`${BASE}/requests`)),
    approvedNgos: () => backendCall(() => http.json<Ngo[]>(BASE)),
    approveRequest: (id, category) =>
      backendCall(async () =>
        http.json<Ngo>(`${BASE}/requests/${encodeURIComponent(id)}/approve`, {
          method: 'POST',
          body: await checkedInput('ngoApproval', { category }),
        }),
      ),
    rejectRequest: (id) => remove(`${BASE}/requests/${encodeURIComponent(id)}`),
    deleteNgo: (id) => remove(`${BASE}/${encodeURIComponent(id)}`),
  };
}
