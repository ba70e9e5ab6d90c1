import type { HttpClient } from '@/backend/http/http-client';
import type { NgosPort } from '@/backend/port';

// Placeholder until this adapter is written: every call fails as unavailable.
export function createHttpNgos(http: HttpClient): NgosPort {
  void http;
  return new Proxy({} as NgosPort, {
    get: () => () => Promise.reject(new Error('Not available yet')),
  });
}
