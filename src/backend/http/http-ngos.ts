import { checkedInput } from '@/backend/checked-input';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { NgosPort } from '@/backend/port';
import type { Ngo } from '@/domain/entities';

export function createHttpNgos(http: HttpClient): NgosPort {
  return {
    approved: () => backendCall(() => http.json<Ngo[]>('/api/ngos')),
    request: (fields) =>
      backendCall(async () => {
        // Only the five form fields travel (trimmed), whatever else the caller's object holds.
        await http.json('/api/ngos/requests', {
          method: 'POST',
          body: await checkedInput('ngoRequest', fields),
        });
      }),
  };
}
