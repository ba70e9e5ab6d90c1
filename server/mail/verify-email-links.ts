// The e-mail verification link, made opaque. better-auth's own link carries a signed JWT whose
// payload (her address and account id) anyone reading her inbox can decode. The mail carries a
// random token instead; the server keeps only its SHA-256 (better-auth's hashed identifiers, set
// in auth.ts), pointing at her account, and trades it for the JWT when the link is opened, so
// the JWT never leaves the server.
import { signJWT } from 'better-auth/crypto';
import { type LinkTokenAdapter, storeLinkToken } from '../auth/reset-links';

interface VerificationStore {
  $context: Promise<{
    secret: string;
    internalAdapter: LinkTokenAdapter & {
      findVerificationValue(
        identifier: string,
      ): Promise<{ value: string; expiresAt: Date } | null | undefined>;
      findUserById(id: string): Promise<{ id: string; email: string } | null>;
    };
  }>;
}

const IDENTIFIER_PREFIX = 'verify-email-link:';

/** The link to mail, in place of `betterAuthUrl` (whose query holds the JWT). */
export async function createVerifyEmailLink(
  auth: VerificationStore,
  options: { userId: string; betterAuthUrl: string; publicUrl: string; lifetimeS: number },
): Promise<string> {
  // 32 bytes: the 43 characters verifyEmailJwtFor expects.
  const token = await storeLinkToken(auth, {
    prefix: IDENTIFIER_PREFIX,
    bytes: 32,
    userId: options.userId,
    lifetimeS: options.lifetimeS,
  });
  const callbackURL = new URL(options.betterAuthUrl).searchParams.get('callbackURL') ?? '/';
  return `${options.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
}

/**
 * The JWT better-auth's /verify-email expects, for a token this server mailed and that has not
 * expired; undefined for any other token.
 */
export async function verifyEmailJwtFor(
  auth: VerificationStore,
  token: string,
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const { internalAdapter, secret } = await auth.$context;
  const row = await internalAdapter.findVerificationValue(`${IDENTIFIER_PREFIX}${token}`);
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  const owner = await internalAdapter.findUserById(row.value);
  if (!owner) return undefined;
  // What better-auth's own link would have held; short-lived, as it is used at once.
  return signJWT({ email: owner.email.toLowerCase(), userId: owner.id }, secret, 60);
}
