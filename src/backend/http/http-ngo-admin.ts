import type { HttpClient } from '@/backend/http/http-client';
import type { AdminPort } from '@/backend/port';

export type NgoAdminPort = Pick<
  AdminPort,
  'pendingRequests' | 'approvedNgos' | 'approveRequest' | 'rejectRequest' | 'deleteNgo'
>;

// Placeholder until this adapter is written: every call fails.
export function createHttpNgoAdmin(http: HttpClient): NgoAdminPort {
  void http;
  const unavailable = () => Promise.reject(new Error('Not available yet'));
  return {
    pendingRequests: unavailable,
    approvedNgos: unavailable,
    approveRequest: unavailable,
    rejectRequest: unavailable,
    deleteNgo: unavailable,
  };
}
