// Firebase-style ID tokens signed by locally made keys, and a loopback stand-in for Google's
// securetoken key set (a JWKS) that a test can rotate while it runs.
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
} from 'jose';
import { startFakeUpstream } from './fake-upstream';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as the key set publishes it. */
  publicJwk: JWK;
}

export async function makeSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicKey, publicJwk };
}

export function idToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  header: Partial<JWTHeaderParameters> = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })
    .sign(key.privateKey);
}

/** Claims of a fresh, valid token for `projectId`, at `nowSeconds`. */
export function validClaims(projectId: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: nowSeconds - 60,
    user_id: 'firebase-user-1',
    sub: 'firebase-user-1',
    iat: nowSeconds - 60,
    exp: nowSeconds + 3540,
  };
}

/** Serves `{keys}` for the keys given; `publish` swaps them, as Google does when it rotates. */
export async function startJwksServer(keys: SigningKey[]) {
  let published = keys;
  const server = await startFakeUpstream(() => ({
    body: { keys: published.map((key) => key.publicJwk) },
    headers: { 'cache-control': 'public, max-age=21600' },
  }));
  return {
    url: server.url,
    /** How many times the key set was fetched. */
    fetches: () => server.received.length,
    publish(next: SigningKey[]) {
      published = next;
    },
    close: () => server.close(),
  };
}

export type JwksServer = Awaited<ReturnType<typeof startJwksServer>>;
