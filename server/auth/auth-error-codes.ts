// Error bodies the server adds to better-auth's own (INVALID_EMAIL_OR_PASSWORD,
// USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, ...). The HTTP adapter maps both to Firebase-style codes.
import { MESSAGES } from '@/domain/messages';

export const AUTH_ERROR = {
  invalidEmail: { code: 'INVALID_EMAIL', message: 'The e-mail address is not valid.' },
  weakPassword: { code: 'WEAK_PASSWORD', message: 'The password does not meet the rules.' },
  userNotFound: { code: 'USER_NOT_FOUND', message: 'No account uses this e-mail address.' },
  wrongPassword: { code: 'WRONG_PASSWORD', message: 'The password is not correct.' },
  userDisabled: { code: 'USER_DISABLED', message: MESSAGES.userDisabled },
  invalidName: { code: 'INVALID_NAME', message: MESSAGES.textHasControlCharacters },
} as const;
