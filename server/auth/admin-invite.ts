// How an operator brings in an admin: a set-password link mailed to the address. Admin rights
// start when its owner uses it; nobody else's password ever counts.
import { eq } from 'drizzle-orm';
import { isValidEmail } from '@/domain/email';
import { SOURCE_LOCALE, type RealLocale } from '@/i18n/locales';
import type { Database } from '../db/database';
import { user } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { adminInviteMail } from '../mail/auth-mails';
import type { Auth } from './auth';
import { INVITE_LINK_LIFETIME_S, createResetLink } from './reset-links';

export class InviteError extends Error {}

export async function inviteAdmin(options: {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  /** The invite's language: an operator sends it, so English unless she asks for another. */
  locale?: RealLocale;
}): Promise<{ created: boolean }> {
  const email = options.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new InviteError(`${options.email} is not an e-mail address.`);

  const [existing] = await options.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  let userId = existing?.id;
  if (!userId) {
    // No password at all until she sets one through the link.
    const { internalAdapter } = await options.auth.$context;
    const created = await internalAdapter.createUser(
      { email, name: 'Anonymous', emailVerified: false },
      { method: 'admin' },
    );
    userId = created.id;
  }
  const url = await createResetLink(options.auth, {
    userId,
    publicUrl: options.publicUrl,
    lifetimeS: INVITE_LINK_LIFETIME_S,
  });
  await options.mailer.send(await adminInviteMail(email, url, options.locale ?? SOURCE_LOCALE));
  return { created: !existing };
}
