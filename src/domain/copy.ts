// Screen text fixed by spec §2 (headings, labels, placeholders, empty and loading texts).
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
  storiesHeading: 'Stories of Strength',
  loadingStories: 'Loading stories...',
  clearFilters: 'Clear Filters',
  sortNewest: 'Newest',
  sortOldest: 'Oldest',
  sortMostLiked: 'Most Liked',
  original: 'Original',
  sendSupport: 'Send Support',
  noStoriesMatch: 'No stories found matching your criteria.',
  storiesIntro: 'Real stories, shared anonymously. Read at your own pace.',
  filterByTag: 'Filter by tag',
  sortBy: 'Sort by',
  translateLabel: 'Translate',
  translating: 'Translating...',
  storyTagsLabel: 'Tags',
  storyImageAlt: 'Image shared with the story',
  storyVideoLabel: 'Video shared with the story',
  storyAudioLabel: 'Audio shared with the story',
  like: 'Like',
  reportStory: 'Report story',
  reportReasonLegend: 'Why are you reporting this story?',
  sendReport: 'Send report',
  sendingReport: 'Sending...',
  reported: 'Reported',
  loadMoreStories: 'Load more stories',
  loadingMoreStories: 'Loading more stories...',
  storiesUnavailable: 'Stories could not be loaded just now.',
  // The polite live line under the filters, as the NGO directory has (ui.md live regions).
  storiesShownOne: 'Showing 1 story',
  storiesShownMany: 'Showing {count} stories',
  tryAgain: 'Try again',

  // Share story
  shareHeading: 'Share Your Story',
  titleLabel: 'Title',
  storyLabel: 'Your Story',
  uploadMediaLabel: 'Upload Media (Optional, Max 200MB)',
  fixGrammar: 'Fix Grammar',
  fixingGrammar: 'Fixing grammar...',
  suggestTags: 'Suggest Tags',
  shareStory: 'Share Story',
  anonymityNote: 'Your identity will remain anonymous',
  yourStories: 'Your Stories',
  loadingYourStories: 'Loading your stories...',
  noOwnStories: "You haven't shared any stories yet.",
  saveRecording: 'Save Recording',
  discard: 'Discard',

  // Edit story
  editHeading: 'Edit Story',
  updateStory: 'Update Story',
  cancel: 'Cancel',

  // Share and edit story: helper texts around the spec's fields
  storyPrivacyHint: 'You may want to leave out names, places or details that could identify you.',
  voiceOnlyHint: 'A voice message can be shared on its own, without a title or text.',
  uploadMediaHint:
    'Images, videos or audio, up to 10 files. Each one starts uploading as soon as you choose it.',
  uploadListLabel: 'Files for your story',
  uploadingFile: 'Uploading',
  fileUploaded: 'Uploaded',
  fileUploadFailed: 'Did not upload',
  retryUpload: 'Try again',
  removeFile: 'Remove',
  waitForUploads: 'Please wait a moment: your files are still uploading.',
  fixFailedUploads: 'A file did not upload. Try it again or remove it to continue.',
  sharingStory: 'Sharing...',
  shareSignedOutNote:
    'You can start writing now. You will be asked to sign in before adding media or sharing, and what you write here is kept while you do.',
  voiceMessageHeading: 'Voice message',
  voiceMessageHint:
    'Nothing is recorded until you press Record, and the microphone is turned off as soon as you stop.',
  startRecording: 'Record',
  stopRecording: 'Stop recording',
  requestingMicrophone: 'Asking for the microphone...',
  recordingInProgress: 'Recording',
  recordingPreviewLabel: 'Your voice recording',
  yourStoriesSignInPrompt: 'Sign in to see, edit or delete the stories you have shared.',
  yourStoriesUnavailable: 'Your stories could not be loaded just now.',
  editStoryAction: 'Edit',
  deleteStoryAction: 'Delete',
  deleteStoryHeading: 'Delete this story?',
  deleteStoryWarning:
    'This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.',
  deleteStoryConfirm: 'Delete story',
  deletingStory: 'Deleting...',
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
  resourcesHeading: 'Verified Support Network',
  loadMore: 'Load More',
  ngoRequestToggle: 'Ask us to list an NGO',
  ngoRequestHeading: 'Request to join the network',
  ngoRequestIntro:
    'Know an organisation that supports women? Tell us about it. Our team checks every request before it is listed.',
  ngoRequestSignInNote: 'You will need to sign in to send a request.',
  ngoRequestAllRequired: 'All fields are required.',
  ngoNameLabel: 'Organisation name',
  ngoDescriptionLabel: 'What the organisation does',
  ngoContactLabel: 'Contact phone number',
  ngoContactHint: 'Digits, spaces and + - ( ) only, at least 6 digits.',
  ngoContactInvalid: 'Please enter the contact as a phone number with at least 6 digits.',
  ngoEmailLabel: 'Organisation email',
  ngoRegistrationLabel: 'Registration number',
  ngoRequestSubmit: 'Submit Request',
  ngoDirectoryHeading: 'NGO directory',
  ngoDirectoryIntro: 'Every organisation listed here has been checked by our team.',
  ngoSearchLabel: 'Search NGOs',
  ngoSearchPlaceholder: 'Search by name or description',
  ngoCategoryLabel: 'Category',
  ngoAllCategories: 'All categories',
  loadingNgos: 'Loading NGOs...',
  ngoCountLine: 'Showing {shown} of {total} NGOs',
  ngoPhoneLabel: 'Phone',
  ngoWebsiteLabel: 'Website',
  ngoDeleteTitle: 'Delete this NGO?',
  deleteLabel: 'Delete',
  deleting: 'Deleting...',

  // About
  aboutHeading: 'About Sahas',
  ourImpact: 'Our Impact',

  // FAQs
  faqsHeading: 'Frequently Asked Questions',
  noFaqsFound: 'No FAQs found',
  stillHaveQuestions: 'Still have questions',

  // Auth
  signUp: 'Sign Up',
  email: 'Email',
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

  // Admin
  adminHeading: 'Admin Dashboard',
  pendingNgoRequests: 'Pending NGO Requests',
  approvedNgos: 'Approved NGOs',
  storyModeration: 'Story Moderation',
  accessDenied: 'Access Denied',
  adminIntro:
    'Review requests and reports with care: every change here is seen by the people who use Sahas.',
  loadingAdminData: 'Loading admin data...',
  approveLabel: 'Approve',
  rejectLabel: 'Reject',
  approving: 'Approving...',
  rejecting: 'Rejecting...',
  approveTitle: 'Approve this NGO?',
  approveText: '"{name}" will appear in the public directory under the category you choose.',
  approveCategoryLabel: 'Directory category',
  rejectTitle: 'Reject this request?',
  rejectText: 'The request from "{name}" will be removed. This cannot be undone.',
  deleteStoryTitle: 'Delete this story?',
  deleteStoryText:
    'Delete the story "{title}"? Its reactions and reports will be deleted with it. This cannot be undone.',
  untitledStory: 'Untitled story',
  reportCountOne: '1 report',
  reportCountMany: '{count} reports',
  submittedOn: 'Submitted {date}',
  approvedOn: 'Approved {date}',
  // Moderation that protects readers (issue 5)
  dismissReportsLabel: 'Dismiss reports',
  dismissingReports: 'Dismissing...',
  dismissReportsTitle: 'Dismiss these reports?',
  dismissReportsText:
    'Mark the reports on "{title}" as reviewed? If they hid the story, readers will see it again. The people who reported it cannot report it again.',
  reportReasonsLabel: 'Reasons given',
  reportReasonCount: '{reason}: {count}',
  hiddenFromReaders: 'Hidden from readers',
  underReview: 'Under review',
  underReviewText:
    'A few readers asked us to look at this story, so it is hidden from others until a moderator reviews it. You can still read, edit or delete it.',

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

  // Safety in the browser (issue 8)
  quickExit: 'Quick exit',
  quickExitHint:
    'Leaves this site at once for an everyday page and clears what this tab kept. Shortcut: press Shift three times.',
  quickExitBlankTitle: 'New Tab',
  identifyingHeading: 'Details that could identify you',
  identifyingIntro:
    'These look like details someone could use to find you or the people in your story. You may want to remove or change them. The choice is yours.',
  identifyingInTitle: 'In the title',
  identifyingInStory: 'In your story',
  identifyingPhone: 'Phone number',
  identifyingEmail: 'E-mail address',
  identifyingAadhaar: 'Aadhaar-like number',
  identifyingPan: 'PAN-like number',
  identifyingVehicle: 'Vehicle number plate',
  identifyingAddress: 'Address',
  identifyingEditStory: 'Edit story',
  identifyingShareAnyway: 'Share anyway',
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
} as const;

/** 'Showing X of Y questions' on the FAQ page. */
export function faqCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} questions`;
}

/** The six motivational lines of the Home hero. */
export const HERO_PHRASES = [
  'Your voice has power',
  'Courage grows when it is shared',
  'You are not alone',
  'Every story breaks the silence',
  'Healing begins with being heard',
  'Together we are stronger',
] as const;

export const CORE_VALUES = ['Safety', 'Community', 'Empowerment', 'Voice'] as const;

export const QUICK_HELPLINES = [
  {
    name: "Women's Helpline",
    numbers: ['1091', '181'],
    description: '24/7 national distress support',
  },
  { name: 'Police Emergency', numbers: ['100', '112'], description: 'Immediate police help' },
  { name: 'Child Helpline', numbers: ['1098'], description: 'Help for children in danger' },
] as const;

/** Public contact points shown on About, Resources and the footer. */
export const CONTACT = {
  email: 'support@sahas.example',
  legalEmail: 'legal@sahas.example',
  privacyEmail: 'privacy@sahas.example',
} as const;
