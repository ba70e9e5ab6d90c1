// Screen text shared by several screens or on the first screen (headings, labels, placeholders,
// empty and loading texts).
// Toasts and errors live in messages.ts; both files together are the catalogue.

export const BRAND = {
  name: 'Sahas',
  tagline: 'Your story. Your strength.',
} as const;

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/stories', label: 'Stories' },
  { to: '/share-story', label: 'Share your Story' },
  { to: '/resources', label: 'Resources' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/about', label: 'About' },
] as const;

export const COPY = {
  signIn: 'Sign In',
  signOut: 'Sign Out',
  adminPanel: 'Admin Panel',
  anonymousPrefix: 'Anonymous_',
  anonPrefix: 'Anon_',

  // Home
  heroSubtitle: 'A safe space to share your story and connect with others who understand',
  exploreStories: 'Explore Stories',
  shareYourVoice: 'Share Your Voice',
  topStories: 'Top Stories',
  noTopStories: 'No top stories available at the moment.',
  voicesOfStrength: 'Voices of Strength',
  testimonialPlaceholder: 'Share your experience with the product...',
  giveYourReview: 'Give Your Review',
  submitting: 'Submitting...',
  testimonialSignInPrompt: 'Please sign in to share your experience',
  noTestimonials: 'No testimonials yet. Be the first to share your experience!',
  aboutBlurbHeading: 'About Sahas',
  aboutBlurb:
    'Sahas is a safe, anonymous platform for women to share their stories, find support and access resources.',
  readMore: 'Read More',
  showLess: 'Show Less',
  backToTop: 'Back to top',
  learnMoreAboutUs: 'Learn more about us',
  loadingTopStories: 'Loading top stories...',
  loadingTestimonials: 'Loading testimonials...',
  reactionsLabel: 'Reactions',
  testimonialLabel: 'Your experience with Sahas',
  testimonialNeedsText: 'Please write a few words before sending.',
  previousStories: 'Previous stories',
  nextStories: 'Next stories',
  pauseTopStories: 'Pause top stories',
  resumeTopStories: 'Resume top stories',
  previousTestimonials: 'Previous testimonials',
  nextTestimonials: 'Next testimonials',
  pauseTestimonials: 'Pause testimonials',
  resumeTestimonials: 'Resume testimonials',
  carouselRoleDescription: 'carousel',
  slideRoleDescription: 'slide',

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
  subscribe: 'Subscribe',
  noThanks: 'No Thanks',

  // Legal
  privacyHeading: 'Privacy Policy',
  termsHeading: 'Terms and Conditions',

  // Not found
  notFoundHeading: 'Page not found',

  // Toasts
  dismissToast: 'Dismiss message',

  // Safety in the browser (beyond the original specification; see docs/product.md)
  quickExit: 'Quick exit',
  quickExitHint:
    'Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.',
  quickExitShortcut: 'On a computer keyboard, pressing Shift three times quickly does the same.',
  quickExitBlankTitle: 'New Tab',
  offlineNotice:
    'You are offline. The helplines and guides under Resources still work; stories will come back with your connection.',
  identifyingHeading: 'Details that could identify you',
  identifyingInStory: 'In your story',
  identifyingEmail: 'E-mail address',
  identifyingUpdateAnyway: 'Update anyway',
  contentWarningLabel: 'Content warning (optional)',
  contentWarningHint:
    'Readers see this first and choose whether to open your story, for example "Mentions physical violence".',
  contentWarningPrefix: 'Content warning:',
  showStory: 'Show story',
  hideStory: 'Hide story',
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

/** The six motivational lines of the Home hero. */
export const HERO_PHRASES = [
  'Your voice has power',
  'Courage grows when it is shared',
  'You are not alone',
  'Every story breaks the silence',
  'Healing begins with being heard',
  'Together we are stronger',
] as const;

/** Public contact points shown on About, Resources and the footer. */
export const CONTACT = {
  email: 'support@sahas.example',
  legalEmail: 'legal@sahas.example',
  privacyEmail: 'privacy@sahas.example',
} as const;
