// The Firebase ID-token check against a loopback key set (no other network): the claims
// Firebase requires, signatures, algorithms, and Google's key rotation.
import { exportSPKI, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseTokenVerifier } from './firebase-id-token';
import {
  idToken,
  makeSigningKey,
  startJwksServer,
  validClaims,
  type JwksServer,
  type SigningKey,
} from './testing/firebase-tokens';

const PROJECT = 'sahas-test';
let key: SigningKey;
let stranger: SigningKey;
let jwks: JwksServer;

beforeAll(async () => {
  key = await makeSigningKey('key-1');
  // Another key pair under the same key id: its signatures must not pass for key-1's.
  stranger = await makeSigningKey('key-1');
  jwks = await startJwksServer([key]);
});
afterAll(() => jwks.close());
afterEach(() => {
  vi.useRealTimers();
  jwks.publish([key]);
});

const verifier = (jwksUrl = jwks.url) =>
  createFirebaseTokenVerifier({ projectId: PROJECT, jwksUrl });
const now = () => Math.floor(Date.now() / 1000);
const valid = () => validClaims(PROJECT, now());
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('Firebase ID token verification', () => {
  it('accepts a valid token and gives its user id', async () => {
    expect(await verifier()(await idToken(key, valid()))).toEqual({ userId: 'firebase-user-1' });
  });

  it('allows a few seconds of clock difference on iat', async () => {
    const token = await idToken(key, { ...valid(), iat: now() + 5 });
    expect(await verifier()(token)).toEqual({ userId: 'firebase-user-1' });
  });

  it.each([
    ['another audience', () => ({ ...valid(), aud: 'other-project' })],
    ['another issuer', () => ({ ...valid(), iss: 'https://securetoken.google.com/other-project' })],
    [
      'an issuer outside securetoken',
      () => ({ ...valid(), iss: `https://example.org/${PROJECT}` }),
    ],
    ['an expired token', () => ({ ...valid(), exp: now() - 1 })],
    ['a token issued in the future', () => ({ ...valid(), iat: now() + 3600 })],
    ['a sign-in in the future', () => ({ ...valid(), auth_time: now() + 3600 })],
    ['a token without auth_time', () => ({ ...valid(), auth_time: undefined })],
    ['a token without exp', () => ({ ...valid(), exp: undefined })],
    ['an empty subject', () => ({ ...valid(), sub: '' })],
    ['a missing subject', () => ({ ...valid(), sub: undefined })],
    ['a subject over 128 characters', () => ({ ...valid(), sub: 'u'.repeat(129) })],
    ['a subject that is not text', () => ({ ...valid(), sub: 42 })],
  ])('refuses %s', async (_, claims) => {
    expect(await verifier()(await idToken(key, claims()))).toBeNull();
  });

  it('refuses a bad signature: another key under the same key id, or changed claims', async () => {
    const verify = verifier();
    expect(await verify(await idToken(stranger, valid()))).toBeNull();
    const [header, , signature] = (await idToken(key, valid())).split('.');
    const forged = part({ ...valid(), sub: 'someone-else' });
    expect(await verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses alg none and HS256, even keyed with the public key', async () => {
    const verify = verifier();
    expect(await verify(`${part({ alg: 'none', kid: key.kid })}.${part(valid())}.`)).toBeNull();
    const publicPem = new TextEncoder().encode(await exportSPKI(key.publicKey));
    const confused = await new SignJWT(valid())
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .sign(publicPem);
    expect(await verify(confused)).toBeNull();
    const hmac = await new SignJWT(valid())
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
    expect(await verify(hmac)).toBeNull();
  });

  it('refuses an unknown key id and malformed tokens', async () => {
    const verify = verifier();
    expect(await verify(await idToken(key, valid(), { kid: 'key-unknown' }))).toBeNull();
    const [header, payload] = (await idToken(key, valid())).split('.');
    expect(await verify(`${header}.${payload}.`)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
    expect(await verify('a.b.c')).toBeNull();
  });

  it('fetches the key set once for many tokens', async () => {
    const verify = verifier();
    const before = jwks.fetches();
    for (let i = 0; i < 3; i += 1) {
      expect(await verify(await idToken(key, valid()))).not.toBeNull();
    }
    expect(jwks.fetches() - before).toBe(1);
  });

  it('accepts a token signed by a key published after a rotation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    const verify = verifier();
    const before = jwks.fetches();
    expect(await verify(await idToken(key, valid()))).not.toBeNull();

    const rotated = await makeSigningKey('key-2');
    jwks.publish([rotated]);
    // Right after a fetch, an unknown key id is refused without fetching again, so made-up
    // key ids cannot turn every request into a fetch.
    expect(await verify(await idToken(rotated, valid()))).toBeNull();
    expect(jwks.fetches() - before).toBe(1);

    vi.setSystemTime(Date.now() + 31_000);
    expect(await verify(await idToken(rotated, valid()))).toEqual({ userId: 'firebase-user-1' });
    expect(jwks.fetches() - before).toBe(2);
  });

  it('throws, rather than calling the token invalid, when the key set cannot be fetched', async () => {
    const gone = await startJwksServer([key]);
    await gone.close();
    await expect(verifier(gone.url)(await idToken(key, valid()))).rejects.toThrow();
  });
});
