// Screen text of the auth route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const AUTH_COPY = {
  signUp: 'Sign Up',
  google: 'Google',
  forgotPassword: 'Forgot Password',
  authModeLabel: 'Sign in or create an account',
  signInMethodLabel: 'How would you like to continue?',
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  showPassword: 'Show password',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  sendingResetEmail: 'Sending reset email...',
  passwordRulesHeading: 'Your password needs:',
  passwordRuleMet: 'done',
  passwordRuleNotMet: 'not yet',
  passwordRulesAllMet: 'Your password meets every rule.',
  continueWithGoogle: 'Continue with Google',
  connectingToGoogle: 'Connecting to Google...',
  chooseNewPassword: 'Choose a new password',
  saveNewPassword: 'Save new password',
  savingNewPassword: 'Saving...',
  backToSignIn: 'Back to sign in',
  passwordChanged: 'Your password has been changed. Please sign in.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetPasswordFailed: 'We could not change your password just now. Please try again.',
  emailVerified: 'Your email address is verified. You can sign in now.',
  authPrivacyNote:
    'Your account stays private: others only ever see you as Anonymous, and your email is never shown.',
} as const;
