import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';
import { ACCOUNT_ANSWER_FLOOR_MS, answerTime } from './answer-floor';

describe('answerTime', () => {
  it('is the first whole multiple of the floor after the start that has not passed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 60_000, noNaN: true }),
        fc.integer({ min: 1, max: 5_000 }),
        (started, elapsed, floor) => {
          const waited = answerTime(started, started + elapsed, floor) - started;
          const multiple = Math.round(waited / floor);
          expect(multiple).toBeGreaterThanOrEqual(1);
          expect(waited).toBeCloseTo(multiple * floor, 3);
          expect(waited).toBeGreaterThanOrEqual(elapsed - 1e-6);
          // No whole multiple is skipped: one floor less would already have passed.
          if (multiple > 1) expect((multiple - 1) * floor).toBeLessThan(elapsed + 1e-6);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('holds a quick answer to the floor and a slow one to the next multiple', () => {
    expect(answerTime(1_000, 1_010, ACCOUNT_ANSWER_FLOOR_MS)).toBe(1_000 + ACCOUNT_ANSWER_FLOOR_MS);
    expect(answerTime(1_000, 1_000 + ACCOUNT_ANSWER_FLOOR_MS + 1, ACCOUNT_ANSWER_FLOOR_MS)).toBe(
      1_000 + 2 * ACCOUNT_ANSWER_FLOOR_MS,
    );
  });
});

/**
 * Far above what the in-process server's answers take (a few ms with the fast test hash, under
 * 100 on a loaded machine), so that an answer not held is told apart from one that is.
 */
const FLOOR_MS = 1_000;

describe('answers that could tell a registered address, on a server that holds them', () => {
  const server = setupTestServer({ answerFloorMs: FLOOR_MS });

  async function timed(path: string, body: Record<string, string>) {
    const started = performance.now();
    const response = await server.request(`/api/auth${path}`, { body });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  it('leave no sooner than the floor, for a registered address and for a new one', async () => {
    await server.signUp('registered@example.org');
    // Side by side: each answer is held from its own start.
    const answers = await Promise.all(
      ['registered@example.org', 'somebody-new@example.org'].flatMap((email) => [
        timed('/sign-up/email', { email, password: 'Str0ng!pass', name: 'A' }),
        timed('/request-password-reset', { email, redirectTo: '/auth' }),
        timed('/send-verification-email', { email, callbackURL: '/auth' }),
      ]),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    }
  });

  it('holds no other answer', async () => {
    const signIn = await timed('/sign-in/email', {
      email: 'nobody@example.org',
      password: 'Wr0ng!pass',
    });
    expect(signIn.status).toBe(401);
    expect(signIn.ms).toBeLessThan(FLOOR_MS);
  });
});
