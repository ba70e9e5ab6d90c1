import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/domain/entities';
import { createHttpAuth } from '@/backend/http/http-auth';
import { createHttpClient } from '@/backend/http/http-client';
import { deleteCookie } from '@/testing/cookies';

const user: SessionUser = { id: 'abc', email: 'a@b.org', emailVerified: true, isAdmin: false };

function respond(body: unknown, init: ResponseInit = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
    ...init,
  });
}

function nextValue(auth: ReturnType<typeof createHttpAuth>) {
  return new Promise<SessionUser | null>((resolve) => {
    const stop = auth.watch((value) => {
      stop();
      resolve(value);
    });
  });
}

describe('createHttpAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, () => Promise<Response>, SessionUser | null]>([
    ['reports the user of the session', () => Promise.resolve(respond({ user })), user],
    [
      'treats no server (an HTML fallback page) as signed out',
      () => Promise.resolve(respond('<!doctype html>')),
      null,
    ],
    [
      'treats a network failure as signed out',
      () => Promise.reject(new TypeError('offline')),
      null,
    ],
  ])('%s', async (_, answer, expected) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await nextValue(createHttpAuth(createHttpClient()))).toEqual(expected);
  });

  it('signs out and tells every watcher; a sign-out that fails throws and keeps her', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(respond({ user })));
    vi.stubGlobal('fetch', fetchMock);
    const auth = createHttpAuth(createHttpClient());
    const seen: (SessionUser | null)[] = [];
    auth.watch((value) => seen.push(value));
    await vi.waitFor(() => expect(seen).toEqual([user]));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(auth.signOut()).rejects.toThrow();
    expect(seen).toEqual([user]);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await auth.signOut();
    expect(seen).toEqual([user, null]);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/session',
      expect.objectContaining({ method: 'DELETE', keepalive: true }),
    );
  });

  it('before the sign-out leaves, sets the cookie that carries it out if the request is lost', async () => {
    const key = 'k'.repeat(32);
    const cookieWhenSent: string[] = [];
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      if (init?.method !== 'DELETE') return Promise.resolve(respond({ user, signOutKey: key }));
      cookieWhenSent.push(document.cookie);
      return Promise.reject(new TypeError('the network went as she left'));
    });
    vi.stubGlobal('fetch', fetchMock);
    const auth = createHttpAuth(createHttpClient());
    expect(await nextValue(auth)).toEqual(user);
    await expect(auth.signOut()).rejects.toThrow();
    expect(cookieWhenSent).toEqual([expect.stringContaining(`sahas.sign-out=${key}`)]);
    deleteCookie('sahas.sign-out');
  });

  it.each([
    ['a visitor', { user: null }],
    ['a key not of the server’s form', { user, signOutKey: 'a; Domain=evil' }],
  ])('sets no cookie for %s', async (_, answer) => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'DELETE' ? new Response(null, { status: 204 }) : respond(answer),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const auth = createHttpAuth(createHttpClient());
    await nextValue(auth);
    await auth.signOut();
    expect(document.cookie).not.toContain('sahas.sign-out');
  });

  it('keeps no key once she is signed out: a later sign-out sets no cookie', async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : respond({ user, signOutKey: 'k'.repeat(32) }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const auth = createHttpAuth(createHttpClient());
    expect(await nextValue(auth)).toEqual(user);
    await auth.signOut();
    deleteCookie('sahas.sign-out');
    await auth.signOut();
    expect(document.cookie).not.toContain('k'.repeat(32));
  });
});
