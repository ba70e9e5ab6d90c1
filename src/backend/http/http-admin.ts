import type { HttpClient } from '@/backend/http/http-client';
import type { AdminPort } from '@/backend/port';

// Placeholder until this adapter is written: every call fails as unavailable.
export function createHttpAdmin(http: HttpClient): AdminPort {
  void http;
  return new Proxy({} as AdminPort, {
    get: () => () => Promise.reject(new Error('Not available yet')),
  });
}
