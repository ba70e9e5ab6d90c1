// The SPA's own HTTP adapter against the real server: what Home gets from the testimonials port.
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { backendFor, signedInBackend } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, allTestimonials } from './testimonial-test-fixtures';

describe('testimonials port contract (HTTP adapter against the real server)', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  it('creates a testimonial and lists it for everyone, newest first', async () => {
    const { backend, user } = await signedInBackend(server, 'reader@example.org');
    const first = await backend.testimonials.create('First words.');
    const second = await backend.testimonials.create('  Second words.  ');
    expect(second).toEqual({
      id: expect.any(String),
      content: 'Second words.',
      author_id: user.id,
      created_at: expect.any(String),
    });
    expect(await backend.testimonials.latest()).toEqual([second, first]);
    expect(await backendFor(server).testimonials.latest()).toEqual([second, first]);
  });

  it(`returns at most ${LIMITS.testimonialsFetched}`, async () => {
    const { backend } = await signedInBackend(server, 'reader@example.org');
    for (let i = 0; i < LIMITS.testimonialsFetched + 2; i += 1) {
      await backend.testimonials.create(`Testimonial ${i}`);
    }
    const latest = await backend.testimonials.latest();
    expect(latest).toHaveLength(LIMITS.testimonialsFetched);
    expect(latest[0]?.content).toBe(`Testimonial ${LIMITS.testimonialsFetched + 1}`);
  });

  it('tells a visitor to sign in, and stores nothing', async () => {
    const error = await backendFor(server)
      .testimonials.create('Hello')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).kind).toBe('unauthenticated');
    expect(await allTestimonials(server.db)).toEqual([]);
  });

  it('reports a blank testimonial as invalid', async () => {
    const { backend } = await signedInBackend(server, 'reader@example.org');
    const error = await backend.testimonials.create('   ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).kind).toBe('invalid');
  });
});
