// The one catalogue of user-facing messages: every toast and error, worded once here.
// Placeholders in braces are typed parameters of `message()`.
import { fillPlaceholders } from './placeholders';

export const MESSAGES = {
  // General and sign out
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',

  // Testimonials
  testimonialSignInRequired: 'Please sign in to add a testimonial.',
  testimonialAdded: 'Testimonial added successfully!',
  testimonialFailed: 'Failed to add testimonial. Please try again.',
  // A blank testimonial (beyond the spec, which only makes the box required)
  testimonialRequired: 'Please write a few words before sending.',

  // Stories, reactions and reports
  storiesFetchFailed: 'Failed to fetch stories.',
  reactionSignInRequired: 'Please sign in to react to stories',
  reactionDuplicate: 'You have already reacted to this story.',
  reactionAdded: 'Reaction added',
  reactionFailed: 'Failed to add reaction.',
  reportSignInRequired: 'Please sign in to report stories',
  reportAdded: 'Story reported. Thank you.',
  // Beyond the spec: a second report by the same reader (both backends refuse it).
  reportDuplicate: 'You have already reported this story.',
  reportFailed: 'Failed to report story.',
  // Beyond the spec: she takes back her own pending report (made by mistake)
  reportWithdrawn: 'Your report was withdrawn.',
  reportWithdrawFailed: 'Failed to withdraw your report.',
  reportNotPending: 'You have no pending report on this story.',
  // Issue 36: Send Support reaches the author (at most one per reader per story per day).
  supportSentToAuthor: 'Your support was sent to the author.',
  supportSignInToSend: 'Sign in to send your support to the author.',
  supportOwnStory: 'You cannot send support to your own story.',
  supportAlreadySent: 'You have already sent support to this story today.',
  supportSendFailed: 'Your support could not be sent just now. Please try again.',
  // The count beside Your Stories in the navigation, as a screen reader names it.
  supportNewInNav: 'Your Stories, new messages of support: {count}',
  // Issue 36: review before publishing. What she is told when her story waits, the reasons a
  // moderator sends one back (ids in review.ts), the note readers see, and the admin's toasts.
  storySharedForReview:
    'Thank you for sharing your story. It is waiting for review: a moderator reads each story before it appears, usually within {days} days. Until then only you can see it, in Your Stories.',
  storyResubmittedForReview:
    'Thank you. Your story is waiting for review again; only you can see it until a moderator has read it.',
  reviewReasonIdentifiesPerson: 'Names or identifies a person',
  reviewReasonPrivateDetails: 'Shares private details',
  reviewReasonNotPersonalStory: 'Not a personal story',
  reviewReasonOther: 'Other',
  storyRedactedNote: 'Edited by a moderator to protect privacy',
  reviewPublished: '"{title}" is published.',
  reviewSentBack: '"{title}" was sent back to its author.',
  reviewFailed: 'The review could not be saved. Please try again.',
  reviewNotWaiting: 'This story is no longer waiting for review.',
  noStoriesToReview: 'No stories are waiting for review.',

  // Send Support: a reader's encouragement to an author, one of these at random. Each has a
  // stable id in support-messages.ts (what gets stored or sent); the text is here, translated.
  supportNotAlone: 'You are not alone',
  supportStayStrong: 'Stay strong',
  supportHealingPossible: 'Healing is possible',
  supportVoiceMatters: 'Your voice matters',
  supportWeBelieveYou: 'We believe you',
  supportBraverThanYouKnow: 'You are braver than you know',
  supportSendingStrength: 'Sending you strength',
  supportNotYourFault: 'It was not your fault',
  supportDeserveSafety: 'You deserve to be safe',
  supportOneStep: 'One step at a time',
  supportCourageInspires: 'Your courage inspires us',
  supportYouAreHeard: 'You are heard',
  supportBrighterDays: 'Brighter days are ahead',
  supportYouMatter: 'You matter',
  supportWeStandWithYou: 'We stand with you',

  // Translation
  translated: 'Story translated to {language}',
  translateFailed: 'Failed to translate story: {message}',
  translateServiceStatus: 'Translation service failed with status {status}',

  // Tags and recording
  tagsSuggested: 'Tags suggested!',
  tagsNoneSuggested: 'Could not suggest any relevant tags.',
  tagsSuggestFailed: 'Failed to suggest tags.',
  tagsNeedStory: 'Please write a story before suggesting tags.',
  microphoneFailed: 'Could not access microphone.',
  voiceRecordingAdded: 'Voice recording added!',

  // Share and my stories
  myStoriesSignInRequired: 'Please sign in to view your stories',
  myStoriesFetchFailed: 'Failed to fetch your stories.',
  storyDeleted: 'Story deleted successfully.',
  storyDeleteFailed: 'Failed to delete the story.',
  mediaUploadFailed: 'Failed to upload media. Please try again.',
  storyShared: 'Your story has been shared successfully',
  storyShareFailed: 'Failed to share story. Please try again.',
  storyDraftIncomplete: 'Please provide a title and story, or record/upload a voice message.',
  tooManyFiles: 'You can upload a maximum of 10 files.',
  shareSignInRequired: 'Please sign in to share your story',
  profileCreateFailed: 'Failed to create user profile',
  fileTooLargeCreate: 'File {name} is too large. Maximum size is 200 MB.',
  fileUnsupportedType: 'File {name} is not a supported type.',
  // Self-hosted server without ffmpeg (audit item 2, beyond spec)
  audioVideoUploadsUnavailable:
    'This server cannot accept audio or video right now, because it cannot remove their hidden details (like location). Photos still work.',
  // Upload quotas and a full server disk (beyond the spec)
  mediaQuotaReached:
    'You have used all {max} MB of space for your photos and recordings. Please remove some you no longer need, then try again.',
  mediaQuotaVerifyEmail:
    'Please verify your email address to upload more files. Check your inbox for the link we sent you.',
  mediaStorageFull:
    'Sorry, there is no room for new files on the server right now. Please try again later.',
  // Uploads the self-hosted server refuses (beyond the spec)
  mediaTooManyPending:
    'Too many files are waiting to be shared. Share your story or remove some files, then try again.',
  imageUnreadable: 'This image could not be read. Please try another file.',
  recordingUnreadable: 'This recording could not be read. Please try another file.',
  mediaAttachedToStory: 'This file is part of a story. Edit the story to remove it.',
  // Content warnings (beyond the original specification; see docs/product.md)
  contentWarningTooLong: 'Please keep the content warning to {max} characters or fewer.',
  // Any text field holding NUL or another invisible control character (beyond the spec)
  textHasControlCharacters: 'Please remove hidden control characters from your text.',
  // A title over its cap or a tag the list does not have (beyond the spec: the form's own
  // fields never send them, but the server and the adapters refuse them in her language)
  storyTitleTooLong: 'Please keep the title to {max} characters or fewer.',
  storyTagUnknown: 'Please choose tags from the list.',

  // Grammar
  grammarUpdated: 'Grammar checked and updated.',
  grammarUpdatedInEditor: 'Grammar checked and updated in the editor.',
  grammarFailed: 'Failed to correct grammar: {message}',
  grammarNeedsContent: 'Please write something in the story content first.',
  grammarServiceStatus: 'Grammar correction service failed with status {status}',

  // Helper errors: the `{error}` texts of the two helpers, shown inside the
  // messages above ('Failed to translate story: {message}', 'Failed to correct grammar: ...').
  translationNotConfigured: 'Translation is not configured on this server',
  grammarNotConfigured: 'Grammar correction is not configured on this server',
  helperRateLimited: 'Too many requests. Please wait a minute and try again.',
  helperSignInRequired: 'Please sign in to use grammar correction.',
  helperContentRequired: 'The story has no text to work on.',
  helperTextTooLong: 'The story is too long to work on in one go.',
  helperLanguageUnsupported: 'That language is not offered.',
  helperRequestInvalid: 'The request is not valid.',
  // A request that never reached the server (offline, or a chunk of the app that did not load).
  serverUnreachable: 'The server could not be reached. Check your connection and try again.',
  helperUnreachable: 'The service could not be reached. Check your connection and try again.',

  // Requests the server refuses before any route reads them (beyond the spec)
  crossSiteRefused: 'This request did not come from Sahas, so it was refused.',
  jsonBodyRequired: 'This request must be sent as JSON.',
  requestTooLarge: 'This request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',

  // Edit and delete
  editSignInRequired: 'Please sign in to edit your story',
  storyNotFound: 'Story not found',
  editNotAuthorized: 'You are not authorized to edit this story',
  editOnlyOwn: 'You can only edit your own stories',
  deleteOnlyOwn: 'You can only delete your own stories',
  updateSignInRequired: 'Please sign in to update your story',
  titleAndContentRequired: 'Title and content are required.',
  fileTooLargeEdit: 'File {name} is too large. Maximum size is 50 MB.',
  storyUpdated: 'Story updated successfully!',
  storyUpdateFailed: 'Failed to update story. Please try again.',
  mediaRemoveFailed: 'Failed to remove media. Please try again.',

  // NGO directory and requests
  ngosLoadFailed: 'Could not load NGOs. Try refreshing.',
  ngoDeleteConfirm: 'Delete "{name}"? This cannot be undone.',
  ngoDirectoryDeleted: '{name} deleted.',
  ngoDirectoryDeleteFailed: 'Failed to delete {name}.',
  ngoRequestSignInRequired: 'Please sign in to submit a request',
  ngoRequestIncomplete: 'Please fill in all required fields.',
  // Beyond the spec, which only makes the contact a phone input
  ngoContactInvalid: 'Please enter the contact as a phone number with at least {min} digits.',
  ngoRequestSubmitted:
    'Your request has been submitted successfully! It will be reviewed by our team.',
  ngoRequestFailed: 'An unexpected error occurred. Please try again later.',

  // Sign up
  emailAlreadyInUse: 'This email is already registered. Please sign in instead.',
  signUpFailed: 'Failed to sign up. Please try again.',
  signUpSucceeded: 'Signup successful! Please check your email to verify your account.',
  emailVerifiedSignedIn: 'Your email address is verified.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword:
    'Password must be at least 8 chars, with uppercase, lowercase, number & special character.',

  // Sign in
  userNotFound: 'No account found with this email.',
  wrongPassword: 'Incorrect password.',
  tooManyRequests: 'Too many failed login attempts. Please try again later.',
  userDisabled: 'This account has been disabled.',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signInSucceeded: 'Sign in successful!',
  verifyEmailWarning: 'Please verify your email address for full access.',

  // Google and reset
  googleSignedIn: 'Signed in with Google!',
  googleFailed: 'Failed to sign in with Google: {message}',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  resetEmailFailed: 'Failed to send reset email: {message}',
  resetNeedsEmail: 'Please enter your email first',
  resetPasswordChanged: 'Your password has been changed. Please sign in.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  resetPasswordFailed: 'We could not change your password just now. Please try again.',

  // Admin
  adminLoadFailed: 'Could not load admin data.',
  adminUnknownApprover: 'Could not identify approving admin.',
  ngoApproved: '{name} has been approved.',
  ngoApproveFailed: 'Failed to approve NGO.',
  ngoRejected: '{name} has been rejected.',
  ngoRejectFailed: 'Failed to reject NGO.',
  ngoDeleted: '{name} has been deleted.',
  ngoDeleteFailed: 'Failed to delete NGO.',
  adminStoryDeleted: 'Story "{title}" has been deleted.',
  adminStoryDeleteFailed: 'Failed to delete story.',
  // Moderation that protects readers (beyond the original specification; see docs/product.md)
  adminReportsDismissed: 'Reports on "{title}" have been dismissed.',
  adminReportsDismissFailed: 'Failed to dismiss reports.',

  // Empty states
  noPendingRequests: 'No pending requests.',
  noApprovedNgos: 'No approved NGOs yet.',
  noStoriesToModerate: 'No stories to moderate.',
  noNgosMatch: 'No NGOs match your criteria. Try widening your search!',

  // Account page (beyond the spec: her data, her sessions, erasure)
  accountPasswordRequired: 'Please enter your password to confirm.',
  accountRecentSignInRequired:
    'For your safety, please sign in with Google again, then delete your account.',
  passwordChangeNeedsPassword: 'You sign in with Google, so there is no password to change.',
  // What the Account page says as each of her actions ends
  accountLoadFailed: 'Your account details could not be loaded just now. Please try again.',
  verificationResent: 'We sent the confirmation email again. Please check your inbox.',
  verificationResendFailed:
    'The confirmation email could not be sent just now. Please try again later.',
  // Mail is limited per address; the sign-in wording ("failed login attempts") would alarm her.
  verificationResendLimited:
    'We have sent you several emails already. Please wait a while before asking for another.',
  dataDownloadFailed: 'Your data could not be downloaded just now. Please try again.',
  currentPasswordRequired: 'Please enter your current password.',
  passwordChanged:
    'Your password has been changed. Any other phone or computer where you were signed in has been signed out.',
  passwordChangeFailed: 'Your password could not be changed just now. Please try again.',
  signedOutEverywhere: 'You have been signed out everywhere, on this device too.',
  signOutEverywhereFailed: 'Signing out everywhere did not work just now. Please try again.',
  // Her choice on the Account page to be mailed about her stories (issue 36 item 3).
  storyMailTurnedOn: 'Done. We will mail you when something happens to one of your stories.',
  storyMailTurnedOff: 'Done. We will not mail you about your stories.',
  storyMailSaveFailed: 'Your choice could not be saved just now. Please try again.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  accountDeleteFailed: 'Your account could not be deleted just now. Please try again.',

  // Issue 37: her journal and safety plan ("My notes"): the refusals of their forms' schemas. Their
  // toasts and other words are the notes catalogue's, which only those pages load.
  vaultPassphraseRequired: 'Please enter your passphrase.',
  vaultPassphraseWeak: 'Your passphrase needs every item in the list below.',
  vaultPassphrasesDiffer: 'The two passphrases are not the same. Please type them again.',
  vaultPassphraseUnchanged: 'Please choose a new passphrase, different from the one you use now.',
  journalDateRequired: 'Please give the date it happened.',
  journalTimeInvalid: 'Please give the time as hours and minutes, or leave it empty.',
  journalWhatHappenedRequired: 'Please write what happened, even in a few words.',
  journalTextTooLong: 'Please keep this to {max} characters or fewer.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Whether a string names a catalogue message (schemas give keys, not text, as their errors). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<
  PlaceholdersOf<(typeof MESSAGES)[K]>,
  string | number
>;

export type MessageArgs<K extends MessageKey> = [PlaceholdersOf<(typeof MESSAGES)[K]>] extends [
  never,
]
  ? []
  : [params: MessageParams<K>];

/** Catalogue keys whose messages have no placeholders. */
export type PlainMessageKey = {
  [K in MessageKey]: MessageArgs<K> extends [] ? K : never;
}[MessageKey];

/** Fill a catalogue message. Parameters are required exactly when the text has placeholders. */
export function message<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  const template: string = MESSAGES[key];
  return fillPlaceholders(template, args[0] ?? {});
}
