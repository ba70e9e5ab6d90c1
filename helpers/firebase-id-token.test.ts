import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseTokenVerifier } from './firebase-id-token';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { idToken, makeSigningKey, validClaims, type SigningKey } from './testing/firebase-tokens';

const PROJECT = 'sahas-test';
const NOW = 1_800_000_000;
let key: SigningKey;
let stranger: SigningKey;
let certs: FakeUpstream;

beforeAll(async () => {
  key = makeSigningKey('key-1');
  stranger = makeSigningKey('key-1');
  certs = await startFakeUpstream(() => ({
    body: { [key.kid]: key.certificatePem },
    headers: { 'cache-control': 'public, max-age=3600, must-revalidate, no-transform' },
  }));
});
afterAll(() => certs.close());

function verifier(now = () => NOW * 1000) {
  return createFirebaseTokenVerifier({ projectId: PROJECT, certsUrl: certs.url, now });
}

describe('Firebase ID token verification', () => {
  it('accepts a valid token and gives its user id', async () => {
    const token = idToken(key, validClaims(PROJECT, NOW));
    expect(await verifier()(token)).toEqual({ userId: 'firebase-user-1' });
  });

  const valid = () => validClaims(PROJECT, NOW);
  it.each([
    ['another project (aud)', { ...valid(), aud: 'other-project' }],
    ['another issuer', { ...valid(), iss: 'https://securetoken.google.com/other-project' }],
    ['an expired token', { ...valid(), exp: NOW - 1 }],
    ['a token issued in the future', { ...valid(), iat: NOW + 3600 }],
    ['a sign-in in the future', { ...valid(), auth_time: NOW + 3600 }],
    ['an empty subject', { ...valid(), sub: '' }],
    ['a missing subject', { ...valid(), sub: undefined }],
  ])('refuses %s', async (_, claims) => {
    expect(await verifier()(idToken(key, claims))).toBeNull();
  });

  it('refuses a token signed by another key under the same key id', async () => {
    expect(await verifier()(idToken(stranger, valid()))).toBeNull();
  });

  it('refuses an unknown key id, another algorithm and malformed tokens', async () => {
    const verify = verifier();
    expect(await verify(idToken(key, valid(), { kid: 'key-2' }))).toBeNull();
    expect(await verify(idToken(key, valid(), { alg: 'none' }))).toBeNull();
    const [header, payload] = idToken(key, valid()).split('.');
    expect(await verify(`${header}.${payload}.`)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
    expect(await verify('a.b.c')).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = idToken(key, valid()).split('.');
    const forged = Buffer.from(JSON.stringify({ ...valid(), sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await verifier()(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('fetches the certificates once per max-age', async () => {
    let now = NOW * 1000;
    const verify = verifier(() => now);
    const before = certs.received.length;
    await verify(idToken(key, validClaims(PROJECT, now / 1000)));
    await verify(idToken(key, validClaims(PROJECT, now / 1000)));
    expect(certs.received.length - before).toBe(1);
    now += 3601 * 1000;
    expect(await verify(idToken(key, validClaims(PROJECT, now / 1000)))).not.toBeNull();
    expect(certs.received.length - before).toBe(2);
  });
});
