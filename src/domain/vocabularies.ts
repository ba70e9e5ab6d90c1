// Vocabularies: tags, languages, NGO and FAQ categories, media kinds, report reasons.
import { LIMITS } from './limits';

export const STORY_TAGS = [
  'Workplace Harassment',
  'Domestic Violence',
  'Street Harassment',
  'Cyberbullying',
  'Sexual Harassment',
  'Discrimination',
  'Recovery',
  'Support',
  'Healing',
  'Mental Health',
  'Legal',
] as const;
export type StoryTag = (typeof STORY_TAGS)[number];

/** Edit Story offers only the first nine tags. */
export const EDIT_STORY_TAGS: readonly StoryTag[] = STORY_TAGS.slice(0, LIMITS.editStoryTagCount);

export function isStoryTag(value: string): value is StoryTag {
  return (STORY_TAGS as readonly string[]).includes(value);
}

export const TRANSLATION_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'mr', name: 'Marathi' },
  { code: 'bn', name: 'Bengali' },
  { code: 'ta', name: 'Tamil' },
  { code: 'te', name: 'Telugu' },
  { code: 'kn', name: 'Kannada' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'pa', name: 'Punjabi' },
] as const;
export type LanguageCode = (typeof TRANSLATION_LANGUAGES)[number]['code'];

export function isLanguageCode(value: string): value is LanguageCode {
  return TRANSLATION_LANGUAGES.some((language) => language.code === value);
}

export function languageName(code: LanguageCode): string {
  return TRANSLATION_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

export const NGO_CATEGORIES = [
  'Legal Aid',
  'Counseling',
  'Emergency',
  'Shelter',
  'General',
] as const;
export type NgoCategory = (typeof NGO_CATEGORIES)[number];
export const DEFAULT_NGO_CATEGORY: NgoCategory = 'General';

export const FAQ_CATEGORIES = [
  'Reporting Process',
  'Privacy & Security',
  'NGO Support',
  'Technical Help',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const STORY_SORTS = ['newest', 'oldest', 'likes'] as const;
export type StorySort = (typeof STORY_SORTS)[number];
export const DEFAULT_STORY_SORT: StorySort = 'newest';

/**
 * Media kinds by file extension: those the Stories page always showed, plus the other types the
 * server accepts (webp, mov, ogv, m4a, aac) and the audio extensions of WebM and Ogg (weba, oga,
 * opus), which new voice notes are stored under (media-extensions.ts). `ogg` and `webm` play as
 * video, as they were first listed under video; a video element plays an older voice recording too.
 */
export const MEDIA_EXTENSIONS = {
  image: ['jpeg', 'jpg', 'gif', 'png', 'webp'],
  video: ['mp4', 'webm', 'ogg', 'mov', 'ogv'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'weba', 'oga', 'opus'],
} as const;

/** Why a reader reports a story (moderation beyond the original specification; docs/product.md). */
export const REPORT_REASONS = [
  { id: 'identifies-person', label: 'Names or identifies a person' },
  { id: 'private-details', label: 'Shares private details' },
  { id: 'harassment', label: 'Harassment or hate' },
  { id: 'spam', label: 'Spam' },
  { id: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];

export function isReportReason(value: string): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.id === value);
}
