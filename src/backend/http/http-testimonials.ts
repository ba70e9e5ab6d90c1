import { checkedInput } from '@/backend/checked-input';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { TestimonialsPort } from '@/backend/port';
import type { Testimonial } from '@/domain/entities';

export function createHttpTestimonials(http: HttpClient): TestimonialsPort {
  return {
    latest: () => backendCall(() => http.json<Testimonial[]>('/api/testimonials')),
    create: (content) =>
      backendCall(async () =>
        http.json<Testimonial>('/api/testimonials', {
          method: 'POST',
          body: await checkedInput('testimonial', { content }),
        }),
      ),
  };
}
