// Screen text shared by several screens or on the first screen (headings, labels, placeholders,
// empty and loading texts).
// Toasts and errors live in messages.ts; both files together are the catalogue.

export const COPY = {
  signIn: 'Sign In',

  // Home
  reactionsLabel: 'Reactions',

  // Stories
  storyTagsLabel: 'Tags',
  storyImageAlt: 'Image shared with the story',
  storyVideoLabel: 'Video shared with the story',
  storyAudioLabel: 'Audio shared with the story',
  tryAgain: 'Try again',

  // Share story
  titleLabel: 'Title',
  storyLabel: 'Your Story',
  fixGrammar: 'Fix Grammar',
  fixingGrammar: 'Fixing grammar...',

  // Edit story
  editHeading: 'Edit Story',
  updateStory: 'Update Story',
  cancel: 'Cancel',

  // Share and edit story: helper texts around the spec's fields
  uploadMediaHint:
    'Images, videos or audio, up to 10 files. Each one starts uploading as soon as you choose it.',
  chooseFiles: 'Choose files',
  uploadListLabel: 'Files for your story',
  uploadingFile: 'Uploading',
  fileUploaded: 'Uploaded',
  fileUploadFailed: 'Did not upload',
  retryUpload: 'Try again',
  removeFile: 'Remove',
  waitForUploads: 'Please wait a moment: your files are still uploading.',
  fixFailedUploads: 'A file did not upload. Try it again or remove it to continue.',
  editStoryAction: 'Edit',
  deleteStoryAction: 'Delete',
  editUploadMediaLabel: 'Add Media (Optional, Max 50MB)',
  currentMediaHeading: 'Media in this story',
  removedMediaNote: 'Media you remove is deleted when you press Update Story.',
  mediaImage: 'Image',
  mediaVideo: 'Video',
  mediaAudio: 'Audio',
  mediaFile: 'File',
  loadingStory: 'Loading story...',
  storyUnavailable: 'This story could not be loaded just now.',
  updatingStory: 'Updating...',

  // Resources
  deleteLabel: 'Delete',
  deleting: 'Deleting...',

  // Auth
  email: 'Email',

  // Admin
  untitledStory: 'Untitled story',

  // Her account: the page's name, and what her pseudonym in the navigation leads to
  yourAccount: 'Your account',

  // Footer

  // Legal
  privacyHeading: 'Privacy Policy',
  termsHeading: 'Terms and Conditions',

  // Not found

  // Toasts

  // Safety in the browser (beyond the original specification; see docs/product.md)
  identifyingHeading: 'Details that could identify you',
  identifyingInStory: 'In your story',
  identifyingEmail: 'E-mail address',
  identifyingUpdateAnyway: 'Update anyway',
  contentWarningLabel: 'Content warning (optional)',
  contentWarningHint:
    'Readers see this first and choose whether to open your story, for example "Mentions physical violence".',
  showPhoto: 'Show photo',
  playVideo: 'Play video',
  playAudio: 'Play audio',
  mediaSizeUnknown: 'size unknown',

  // Ways on: after signing in, after the verification link, and from a page she may not use
  draftStillHere: 'Your draft is still here.',
  emailVerifiedHeading: 'Email address verified',
  emailVerifiedSignedIn: 'Thank you. Your email address is verified, and you are signed in.',
  whereNext: 'Where would you like to go next?',
  goShareStory: 'Share your story',
  goReadStories: 'Read stories',
  goHome: 'Back to Home',
  adminOnlyNote: 'This page is only for the Sahas moderation team.',
  adminNotForAccount: 'You are signed in, and everything else in Sahas is open to you.',
} as const;
