import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { NgosPort } from '@/backend/port';
import type { Ngo } from '@/domain/entities';

export function createHttpNgos(http: HttpClient): NgosPort {
  return {
    approved: () => backendCall(() => http.json<Ngo[]>('/api/ngos')),
    request: (fields) =>
      backendCall(async () => {
        // Only the five form fields travel, whatever else the caller's object holds.
        const { name, description, contact, email, registration_number } = fields;
        await http.json('/api/ngos/requests', {
          method: 'POST',
          body: { name, description, contact, email, registration_number },
        });
      }),
  };
}
