// Set-password links mailed by the server itself (the "someone tried to sign up" notice, admin
// invitations): the same tokens better-auth's Forgot Password issues, so its reset page and
// /reset-password accept them. Random, naming nothing; the database keeps only their SHA-256
// (auth.ts stores verification identifiers hashed).
import { randomBytes } from 'node:crypto';

interface VerificationStore {
  $context: Promise<{
    internalAdapter: {
      createVerificationValue(data: {
        identifier: string;
        value: string;
        expiresAt: Date;
      }): Promise<unknown>;
    };
  }>;
}

export const RESET_LINK_LIFETIME_S = 60 * 60;
export const INVITE_LINK_LIFETIME_S = 7 * 24 * 60 * 60;

export async function createResetLink(
  auth: VerificationStore,
  { userId, publicUrl, lifetimeS }: { userId: string; publicUrl: string; lifetimeS: number },
): Promise<string> {
  const { internalAdapter } = await auth.$context;
  const token = randomBytes(18).toString('base64url');
  await internalAdapter.createVerificationValue({
    // better-auth's own key for reset tokens.
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + lifetimeS * 1000),
  });
  return `${publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/auth')}`;
}
