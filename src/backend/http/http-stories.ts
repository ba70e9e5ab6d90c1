import type { HttpClient } from '@/backend/http/http-client';
import type { StoriesPort } from '@/backend/port';

// Placeholder until this adapter is written: every call fails as unavailable.
export function createHttpStories(http: HttpClient): StoriesPort {
  void http;
  return new Proxy({} as StoriesPort, {
    get: () => () => Promise.reject(new Error('Not available yet')),
  });
}
