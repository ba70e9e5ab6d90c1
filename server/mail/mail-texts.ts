// The account e-mails' English, keyed: the `mails` catalogue (src/locales/<locale>/mails.po) has
// one message per key, extracted by scripts/i18n-keyed-extractor.ts, and translators work there.
// ICU MessageFormat: `{url}` and the like are filled in when a mail is sent. Subjects stay neutral
// in every language: the inbox may be read by someone else.
export const MAIL_TEXTS = {
  verifySubject: 'Confirm your e-mail address',
  verifyBody:
    'Please confirm your e-mail address by opening this link:\n\n{url}\n\nIf you did not ask for this, you can ignore this message.',
  resetSubject: 'Reset your password',
  resetBody:
    'Someone asked to reset the password of your account. To choose a new password, open this link:\n\n{url}\n\nIf this was not you, ignore this message: your password stays the same.',
  existingAccountSubject: 'Someone tried to create an account with your e-mail',
  existingAccountBody:
    'Someone tried to create a new account with this e-mail address, which already has an account. If it was you, sign in instead:\n\n{signInUrl}\n\nIf you did not create this account, or forgot your password, choose a new password here; it signs out everyone using the account:\n\n{resetUrl}\n\nIf it was you and you remember your password, you can ignore this message.',
  inviteSubject: 'Set your password',
  // "Sahas" is the site's name: it stays in Latin letters in every language.
  inviteBody:
    'You have been invited to help run Sahas. To choose your password, open this link within 7 days:\n\n{url}\n\nIf you did not expect this, you can ignore this message.',
  // Issue 36 item 3, only to her who asked for it: never which story, its title, its words or the
  // reason, and no link that signs her in, since someone else may read her inbox.
  storyChangedSubject: 'Something changed on one of your stories',
  storyChangedBody:
    'Something changed on one of your stories. To see what, sign in at {url} and open Your Stories.\n\nYou asked for this mail on your Account page, where you can turn it off.',
} as const;

export type MailTextKey = keyof typeof MAIL_TEXTS;
