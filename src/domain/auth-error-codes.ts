// Firebase Auth's failure codes, which both backends produce for sign-in and sign-up, and the
// catalogue message (src/domain/messages.ts) each one is shown as.

export const AUTH_ERROR_CODES = {
  emailAlreadyInUse: 'auth/email-already-in-use',
  userNotFound: 'auth/user-not-found',
  wrongPassword: 'auth/wrong-password',
  tooManyRequests: 'auth/too-many-requests',
  userDisabled: 'auth/user-disabled',
  invalidCredential: 'auth/invalid-credential',
} as const;

type SignInErrorKey =
  'userNotFound' | 'wrongPassword' | 'tooManyRequests' | 'userDisabled' | 'signInFailed';

/** The sign-in message's key for an error code; anything unknown gets the generic message. */
export function signInErrorKey(code: string | undefined): SignInErrorKey {
  switch (code) {
    case AUTH_ERROR_CODES.userNotFound:
      return 'userNotFound';
    case AUTH_ERROR_CODES.wrongPassword:
      return 'wrongPassword';
    case AUTH_ERROR_CODES.tooManyRequests:
      return 'tooManyRequests';
    case AUTH_ERROR_CODES.userDisabled:
      return 'userDisabled';
    default:
      return 'signInFailed';
  }
}

/** The sign-up message's key for an error code. */
export function signUpErrorKey(code: string | undefined): 'emailAlreadyInUse' | 'signUpFailed' {
  return code === AUTH_ERROR_CODES.emailAlreadyInUse ? 'emailAlreadyInUse' : 'signUpFailed';
}
