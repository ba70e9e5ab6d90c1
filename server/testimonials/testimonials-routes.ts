// GET /api/testimonials (public) and POST /api/testimonials (signed in).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '@/domain/messages';
import { testimonialInputSchema } from '@/domain/testimonial-input';
import { allowOwn, authorize } from '../http/authorize';
import { type AppEnv, requireUser } from '../http/current-user';
import { apiError } from '../http/error-handler';
import type { RouteDeps } from '../http/route-deps';
import { parseJson } from '../http/validate';
import { TESTIMONIAL_BODY_MAX_BYTES } from './testimonial-input';
import { testimonialJson } from './testimonial-json';
import { insertTestimonial, latestTestimonials } from './testimonial-queries';

export function testimonialsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      authorize(c, 'testimonials', 'list');
      const rows = await latestTestimonials(db);
      return c.json(rows.map(testimonialJson));
    })
    .post(
      '/',
      allowOwn('testimonials', 'create'),
      bodyLimit({
        maxSize: TESTIMONIAL_BODY_MAX_BYTES,
        onError: (c) => apiError(c, 413, MESSAGES.requestTooLarge, 'requestTooLarge'),
      }),
      async (c) => {
        // Decided by allowOwn above; here only to name the author.
        const user = requireUser(c);
        const { content } = await parseJson(c, testimonialInputSchema);
        const row = await insertTestimonial(db, { content, authorId: user.id });
        return c.json(testimonialJson(row), 201);
      },
    );
}
