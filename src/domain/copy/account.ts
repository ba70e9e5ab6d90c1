// Screen text of the account route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const ACCOUNT_COPY = {
  accountIntro:
    'Only you can see this page. Everyone else only ever sees you as your anonymous name.',
  loadingAccount: 'Loading your account...',

  // About her account
  aboutAccountHeading: 'About your account',
  pseudonymLabel: 'Your anonymous name',
  accountEmailLabel: 'Your email address',
  emailStatusLabel: 'Email confirmation',
  emailConfirmed: 'Confirmed',
  emailNotConfirmed: 'Not confirmed yet',
  resendVerification: 'Send the confirmation email again',
  resendingVerification: 'Sending...',
  sessionsLabel: 'Where you are signed in',
  sessionsOne: 'Only here.',
  sessionsMany: 'In {count} browsers or devices, this one included.',
  sessionsUnknown: 'This Sahas site cannot count them. Signing out everywhere still works.',

  // Download my data
  downloadHeading: 'Download your data',
  downloadText:
    'A file with everything you wrote on Sahas: your stories with the addresses of their photos and recordings, your testimonials, the stories you reacted to or reported, and your NGO requests. It is made for you now and kept nowhere else.',
  downloadWarning:
    'The file is saved on this device. If someone else can look at this phone or computer, move it somewhere only you can open.',
  downloadData: 'Download my data',
  preparingData: 'Preparing your file...',

  // Change password
  changePasswordHeading: 'Change your password',
  changePasswordText:
    'Any other phone or computer where you are signed in will be signed out. You stay signed in here.',
  currentPasswordLabel: 'Current password',
  changePassword: 'Change password',
  changingPassword: 'Changing...',

  // Sign out everywhere
  signOutEverywhereHeading: 'Sign out everywhere',
  signOutEverywhereText:
    'Ends every session of yours, on every phone and computer, this one included. Use it if you signed in somewhere you no longer trust. You can sign in again at any time.',
  signOutEverywhere: 'Sign out everywhere',
  signingOutEverywhere: 'Signing out...',

  // Delete my account
  deleteAccountHeading: 'Delete your account',
  deleteAccountText:
    'Removes your account and everything you shared. You may want to download your data first.',
  deleteAccount: 'Delete my account',
  deleteDialogTitle: 'Delete your account?',
  deleteWillRemove: 'This removes, for good:',
  deleteStories: 'your stories, with their photos and recordings',
  deleteReactions: 'your reactions to stories',
  deleteReports: 'the reports you made',
  deleteTestimonials: 'your testimonials',
  deleteNgoRequests: 'your requests to add an NGO',
  deleteSessions: 'your account, and every place you are signed in',
  deleteCannotUndo: 'This cannot be undone.',
  deletePasswordLabel: 'Your password, to confirm',
  deleteGoogleNote: 'You sign in with Google, so Google will confirm it is you.',
  signInWithGoogleAgain: 'Sign in with Google again',
  keepAccount: 'Keep my account',
  deletingAccount: 'Deleting...',
} as const;
