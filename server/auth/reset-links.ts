// Set-password links mailed by the server itself (the "someone tried to sign up" notice, admin
// invitations): the same tokens better-auth's Forgot Password issues, so its reset page and
// /reset-password accept them. Random, naming nothing; the database keeps only their SHA-256
// (auth.ts stores verification identifiers hashed). The verification links of
// server/mail/verify-email-links.ts store their tokens the same way (storeLinkToken).
import { randomBytes } from 'node:crypto';

/** What of better-auth's internal adapter stores a link's token. */
export interface LinkTokenAdapter {
  createVerificationValue(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<unknown>;
}

interface VerificationStore {
  $context: Promise<{ internalAdapter: LinkTokenAdapter }>;
}

/**
 * A new random token of `bytes` bytes (base64url), stored as the verification identifier
 * `${prefix}${token}` pointing at `userId` until `lifetimeS` seconds from now.
 */
export async function storeLinkToken(
  auth: VerificationStore,
  options: { prefix: string; bytes: number; userId: string; lifetimeS: number },
): Promise<string> {
  const { internalAdapter } = await auth.$context;
  const token = randomBytes(options.bytes).toString('base64url');
  await internalAdapter.createVerificationValue({
    identifier: `${options.prefix}${token}`,
    value: options.userId,
    expiresAt: new Date(Date.now() + options.lifetimeS * 1000),
  });
  return token;
}

export const RESET_LINK_LIFETIME_S = 60 * 60;
export const INVITE_LINK_LIFETIME_S = 7 * 24 * 60 * 60;

export async function createResetLink(
  auth: VerificationStore,
  { userId, publicUrl, lifetimeS }: { userId: string; publicUrl: string; lifetimeS: number },
): Promise<string> {
  // better-auth's own key and length for reset tokens.
  const token = await storeLinkToken(auth, {
    prefix: 'reset-password:',
    bytes: 18,
    userId,
    lifetimeS,
  });
  return `${publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/auth')}`;
}
