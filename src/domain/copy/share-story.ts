// Screen text of the share-story route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const SHARE_STORY_COPY = {
  shareHeading: 'Share Your Story',
  uploadMediaLabel: 'Upload Media (Optional, Max 200MB)',
  suggestTags: 'Suggest Tags',
  shareStory: 'Share Story',
  anonymityNote: 'Your identity will remain anonymous',
  yourStories: 'Your Stories',
  loadingYourStories: 'Loading your stories...',
  noOwnStories: "You haven't shared any stories yet.",
  saveRecording: 'Save Recording',
  discard: 'Discard',
  // Share and edit story: helper texts around the spec's fields
  storyPrivacyHint: 'You may want to leave out names, places or details that could identify you.',
  voiceOnlyHint: 'A voice message can be shared on its own, without a title or text.',
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
  deleteStoryHeading: 'Delete this story?',
  deleteStoryWarning:
    'This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.',
  deleteStoryConfirm: 'Delete story',
  deletingStory: 'Deleting...',
  identifyingShareAnyway: 'Share anyway',
} as const;
