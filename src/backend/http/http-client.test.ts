import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { backendCall, createHttpClient, HttpError } from '@/backend/http/http-client';

function replying(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

async function failureOf(status: number, body: unknown): Promise<BackendError> {
  const http = createHttpClient({ fetch: replying(status, body) });
  const error = await backendCall(() => http.json('/api/stories/x')).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

describe('HTTP adapter errors', () => {
  it('carry the server’s code with its kind, status and text, and its placeholders’ values', async () => {
    expect(await failureOf(404, { error: 'Story not found', code: 'storyNotFound' })).toMatchObject(
      {
        kind: 'not-found',
        status: 404,
        code: 'storyNotFound',
        message: 'Story not found',
      },
    );
    expect(
      await failureOf(401, { error: 'Please sign in first.', code: 'signInRequired' }),
    ).toMatchObject({ kind: 'unauthenticated', code: 'signInRequired', params: undefined });
    const quota = await failureOf(413, {
      error: 'You have used all 50 MB …',
      code: 'mediaQuotaReached',
      params: { max: 50, ignored: { nested: true } },
    });
    expect(quota).toMatchObject({ kind: 'too-large', code: 'mediaQuotaReached' });
    expect(quota.params).toEqual({ max: 50 });
  });

  it('leave the code out when the body has none, or one that is not ours', async () => {
    expect((await failureOf(400, { error: 'old server' })).code).toBeUndefined();
    const auth = await failureOf(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(auth).toMatchObject({ kind: 'unauthenticated', message: 'Invalid email or password' });
    expect(auth.code).toBeUndefined();
  });

  it('keep better-auth’s own codes on the HttpError, where the auth adapter maps them', async () => {
    const http = createHttpClient({
      fetch: replying(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }),
    });
    const error = await http.json('/api/auth/sign-in/email', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
