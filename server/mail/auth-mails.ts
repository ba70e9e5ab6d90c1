// The account e-mails, in the language she asked in (the texts: mail-texts.ts and the `mails`
// catalogue). Neutral subjects: the inbox may be read by someone else.
import type { RealLocale } from '@/i18n/locales';
import { mailTranslator } from './mail-i18n';
import type { Mail } from './mailer';

export async function verificationMail(to: string, url: string, locale: RealLocale): Promise<Mail> {
  const t = await mailTranslator();
  return { to, subject: t(locale, 'verifySubject'), text: t(locale, 'verifyBody', { url }) };
}

export async function passwordResetMail(
  to: string,
  url: string,
  locale: RealLocale,
): Promise<Mail> {
  const t = await mailTranslator();
  return { to, subject: t(locale, 'resetSubject'), text: t(locale, 'resetBody', { url }) };
}

export async function existingAccountMail(
  to: string,
  signInUrl: string,
  resetUrl: string,
  locale: RealLocale,
): Promise<Mail> {
  const t = await mailTranslator();
  return {
    to,
    subject: t(locale, 'existingAccountSubject'),
    text: t(locale, 'existingAccountBody', { signInUrl, resetUrl }),
  };
}

export async function adminInviteMail(to: string, url: string, locale: RealLocale): Promise<Mail> {
  const t = await mailTranslator();
  return { to, subject: t(locale, 'inviteSubject'), text: t(locale, 'inviteBody', { url }) };
}
