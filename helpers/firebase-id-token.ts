// Verifies a Firebase ID token (the signed-in user on Netlify) with node:crypto alone: RS256
// against Google's securetoken certificates, cached as long as Google's max-age allows.
// https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

export const GOOGLE_SECURETOKEN_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Clocks differ a little between Google and this server. */
const CLOCK_SKEW_SECONDS = 60;

export interface FirebaseTokenVerifierOptions {
  projectId: string;
  certsUrl?: string;
  now?: () => number;
}

/** Resolves the user id of a valid token, null for any invalid one; throws if certs fail. */
export type FirebaseTokenVerifier = (token: string) => Promise<{ userId: string } | null>;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function maxAgeMs(cacheControl: string | null): number {
  const seconds = Number(/max-age=(\d+)/i.exec(cacheControl ?? '')?.[1] ?? 0);
  return Math.min(seconds, 24 * 60 * 60) * 1000;
}

export function createFirebaseTokenVerifier(
  options: FirebaseTokenVerifierOptions,
): FirebaseTokenVerifier {
  const certsUrl = options.certsUrl ?? GOOGLE_SECURETOKEN_CERTS_URL;
  const now = options.now ?? (() => Date.now());
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  let cached: { keys: Map<string, KeyObject>; expiresAt: number } | null = null;
  let loading: Promise<Map<string, KeyObject>> | null = null;

  async function loadKeys(): Promise<Map<string, KeyObject>> {
    const response = await fetch(certsUrl, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Firebase certificates answered ${response.status}`);
    const certs = (await response.json()) as Record<string, unknown>;
    const keys = new Map<string, KeyObject>();
    for (const [kid, pem] of Object.entries(certs)) {
      if (typeof pem === 'string') keys.set(kid, createPublicKey(pem));
    }
    cached = { keys, expiresAt: now() + maxAgeMs(response.headers.get('cache-control')) };
    return keys;
  }

  async function keys(): Promise<Map<string, KeyObject>> {
    if (cached && cached.expiresAt > now()) return cached.keys;
    loading ??= loadKeys().finally(() => {
      loading = null;
    });
    return loading;
  }

  return async (token) => {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = decodeJson(headerPart);
    const claims = decodeJson(payloadPart);
    if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') {
      return null;
    }
    const key = (await keys()).get(header.kid);
    if (!key) return null;
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      key,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) return null;

    const seconds = now() / 1000;
    const { aud, iss, sub, exp, iat, auth_time: authTime } = claims;
    const valid =
      aud === options.projectId &&
      iss === issuer &&
      typeof sub === 'string' &&
      sub.length > 0 &&
      sub.length <= 128 &&
      typeof exp === 'number' &&
      exp > seconds &&
      typeof iat === 'number' &&
      iat <= seconds + CLOCK_SKEW_SECONDS &&
      typeof authTime === 'number' &&
      authTime <= seconds + CLOCK_SKEW_SECONDS;
    return valid ? { userId: sub } : null;
  };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
