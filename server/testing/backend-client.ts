// The SPA's own HTTP adapter, pointed at a test server: the contract suite drives the port
// exactly as the browser does, with a cookie jar standing in for the browser's.
import { expect } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { createHttpBackend } from '@/backend/http/http-backend';
import type { BackendPort } from '@/backend/port';
import { TEST_PUBLIC_URL, type TestServer } from './test-server';

export function backendFor(server: TestServer): BackendPort {
  return createHttpBackend({ baseUrl: TEST_PUBLIC_URL, fetch: cookieJarFetch(server) });
}

/**
 * A browser's fetch to the test server: same origin, with a cookie jar of its own standing in
 * for the browser's (what the server sets is sent back; an expired cookie is dropped).
 */
export function cookieJarFetch(server: TestServer): typeof fetch {
  const jar = new Map<string, string>();

  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), TEST_PUBLIC_URL);
    const headers = new Headers(init?.headers);
    headers.set('origin', TEST_PUBLIC_URL);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await server.app.request(url.toString(), { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (!value || /max-age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

/** A new user, verified, signed in through the adapter as the SPA does; with their backend. */
export async function signedInBackend(server: TestServer, email: string, password = 'Str0ng!pass') {
  const backend = backendFor(server);
  await backend.auth.signUp(email, password);
  await server.verify(email);
  await server.onboardIfAdmin(email, password);
  const user = await backend.auth.signIn(email, password);
  return { backend, user };
}

/** The BackendError a port call fails with; the test fails if it succeeds or fails otherwise. */
export async function failureOf(call: Promise<unknown>): Promise<BackendError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}
