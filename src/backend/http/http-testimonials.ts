import type { HttpClient } from '@/backend/http/http-client';
import type { TestimonialsPort } from '@/backend/port';

// Placeholder until this adapter is written: every call fails as unavailable.
export function createHttpTestimonials(http: HttpClient): TestimonialsPort {
  void http;
  return new Proxy({} as TestimonialsPort, {
    get: () => () => Promise.reject(new Error('Not available yet')),
  });
}
