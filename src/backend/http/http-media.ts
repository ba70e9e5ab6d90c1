import type { HttpClient } from '@/backend/http/http-client';
import type { MediaPort } from '@/backend/port';

// Placeholder until this adapter is written: every call fails as unavailable.
export function createHttpMedia(http: HttpClient): MediaPort {
  void http;
  return new Proxy({} as MediaPort, {
    get: () => () => Promise.reject(new Error('Not available yet')),
  });
}
