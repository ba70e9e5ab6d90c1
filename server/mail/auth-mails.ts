// The texts of the account e-mails. Neutral subjects: the inbox may be read by someone else.
import type { Mail } from './mailer';

export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `Please confirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not ask for this, you can ignore this message.`,
  };
}

export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your account. To choose a new password, open this link:\n\n${url}\n\nIf this was not you, ignore this message: your password stays the same.`,
  };
}

export function existingAccountMail(to: string, signInUrl: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to create an account with your e-mail',
    text: `Someone tried to create a new account with this e-mail address, which already has an account. If it was you, sign in instead:\n\n${signInUrl}\n\nIf you did not create this account, or forgot your password, choose a new password here; it signs out everyone using the account:\n\n${resetUrl}\n\nIf it was you and you remember your password, you can ignore this message.`,
  };
}

export function adminInviteMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Set your password',
    text: `You have been invited to help run Sahas. To choose your password, open this link within 7 days:\n\n${url}\n\nIf you did not expect this, you can ignore this message.`,
  };
}
