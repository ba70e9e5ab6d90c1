// Verifies a Firebase ID token (the signed-in user on Netlify) with jose, against the key set
// Google publishes for securetoken. jose caches the keys and fetches them again when a token
// names a key it does not hold (key rotation), at most once per cooldown so random key ids
// cannot make it fetch on every request.
// https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Clocks differ a little between Google and this server (for iat and auth_time only). */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Firebase's own bound on a user id. */
const MAX_SUBJECT_CHARS = 128;

/** jose errors that mean "this token is not valid"; any other failure means "cannot tell". */
const REFUSED = new Set<string>([
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

export interface FirebaseTokenVerifierOptions {
  projectId: string;
  /** Where the signing keys are published; a stand-in in tests. */
  jwksUrl?: string;
}

/** Resolves the user id of a valid token, null for any invalid one; throws if keys fail. */
export type FirebaseTokenVerifier = (token: string) => Promise<{ userId: string } | null>;

export function createFirebaseTokenVerifier(
  options: FirebaseTokenVerifierOptions,
): FirebaseTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS_URL));
  const issuer = `https://securetoken.google.com/${options.projectId}`;

  return async (token) => {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, {
        issuer,
        audience: options.projectId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && REFUSED.has(error.code)) return null;
      throw error;
    }
    // What Firebase adds to a plain JWT check.
    const latest = Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;
    const { sub, iat, auth_time: authTime } = claims;
    const valid =
      typeof sub === 'string' &&
      sub.length > 0 &&
      sub.length <= MAX_SUBJECT_CHARS &&
      typeof iat === 'number' &&
      iat <= latest &&
      typeof authTime === 'number' &&
      authTime <= latest;
    return valid ? { userId: sub } : null;
  };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
