// Error bodies the server adds to better-auth's own (INVALID_EMAIL_OR_PASSWORD,
// USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, ...), in better-auth's `{code, message}` shape: the HTTP
// adapter maps both kinds of code to Firebase-style codes, and the text is the catalogue's.
import { MESSAGES } from '@/domain/messages';

export const AUTH_ERROR = {
  invalidEmail: { code: 'INVALID_EMAIL', message: MESSAGES.invalidEmail },
  weakPassword: { code: 'WEAK_PASSWORD', message: MESSAGES.weakPassword },
  userNotFound: { code: 'USER_NOT_FOUND', message: MESSAGES.userNotFound },
  wrongPassword: { code: 'WRONG_PASSWORD', message: MESSAGES.wrongPassword },
  userDisabled: { code: 'USER_DISABLED', message: MESSAGES.userDisabled },
  invalidName: { code: 'INVALID_NAME', message: MESSAGES.textHasControlCharacters },
} as const;
