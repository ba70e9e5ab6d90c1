// The HTTP adapter checks each write with its domain schema before sending it: what the server
// would refuse fails as the server refuses it (story-input.test.ts and the others hold the
// rules; the port contract, the same refusals from the real server), without a request.
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { createHttpBackend } from '@/backend/http/http-backend';
import type { BackendPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';

/** A fetch that fails the test if anything is sent. */
function noRequest(): typeof fetch {
  return () => Promise.reject(new Error('no request expected'));
}

async function refusalOf(call: (backend: BackendPort) => Promise<unknown>) {
  const error = await call(createHttpBackend({ fetch: noRequest() })).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  const { kind, status, code, params } = error as BackendError;
  return { kind, status, code, params };
}

const story = { title: 'T', content: 'C', tags: [], mediaUrls: [] };

describe('the HTTP adapter checks each write before sending it', () => {
  // Which code each refused story gets (a missing title, an unknown tag, repeated media): the
  // story schema's test (src/domain/story-input.test.ts). Here: that both writes check it.
  it('refuses a story as the server would, with its code and values', async () => {
    expect(await refusalOf((b) => b.stories.create({ ...story, title: 'Bell\u0007' }))).toEqual({
      kind: 'invalid',
      status: 400,
      code: 'textHasControlCharacters',
      params: undefined,
    });
    const warning = 'x'.repeat(LIMITS.contentWarningMaxChars + 1);
    expect(
      await refusalOf((b) => b.stories.update('id', { ...story, contentWarning: warning })),
    ).toMatchObject({
      code: 'contentWarningTooLong',
      params: { max: LIMITS.contentWarningMaxChars },
    });
  });

  it('refuses the other writes too', async () => {
    expect(await refusalOf((b) => b.testimonials.create('   '))).toMatchObject({
      kind: 'invalid',
      code: 'testimonialRequired',
    });
    const request = {
      name: 'Trust',
      description: 'Help',
      contact: '+91 98765 43210',
      email: 'not an address',
      registration_number: 'R-1',
    };
    expect(await refusalOf((b) => b.ngos.request(request))).toMatchObject({ code: 'invalidEmail' });
    expect(await refusalOf((b) => b.account.changePassword('old', 'weak'))).toMatchObject({
      code: 'weakPassword',
    });
    expect(await refusalOf((b) => b.account.deleteAccount(''))).toMatchObject({
      code: 'accountPasswordRequired',
    });
  });

  it('refuses a declared operation’s argument (a withdrawal’s story id) the same way', async () => {
    for (const storyId of ['a\u0000b', '../x', '']) {
      expect(await refusalOf((b) => b.stories.withdrawReport({ storyId }))).toEqual({
        kind: 'invalid',
        status: 400,
        code: 'invalidRequest',
        params: undefined,
      });
    }
  });
});
