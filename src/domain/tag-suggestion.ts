// The local Suggest Tags helper: per-tag keyword lists matched as whole words or
// phrases, case-insensitively. No network call.

import { STORY_TAGS, type StoryTag } from './vocabularies';

/**
 * Keywords per tag. Each is matched as a whole word (plurals are listed separately on purpose).
 * Very common words ('work', 'home', 'case', 'law') are left out: they would tag almost every
 * story, or match inside phrases such as 'mother-in-law'.
 */
export const TAG_KEYWORDS: Record<StoryTag, readonly string[]> = {
  'Workplace Harassment': [
    'workplace',
    'at work',
    'office',
    'boss',
    'bosses',
    'manager',
    'supervisor',
    'colleague',
    'colleagues',
    'coworker',
    'coworkers',
    'co-worker',
    'co-workers',
    'employer',
    'HR',
    'human resources',
    'job',
    'promotion',
    'internship',
    'appraisal',
    'internal committee',
    'POSH',
  ],
  'Domestic Violence': [
    'domestic violence',
    'husband',
    'ex-husband',
    'partner',
    'boyfriend',
    'in-laws',
    'in laws',
    'mother-in-law',
    'father-in-law',
    'dowry',
    'marriage',
    'married',
    'marital',
    'beat me',
    'hit me',
    'slapped',
    'abusive',
    'locked me',
  ],
  'Street Harassment': [
    'street',
    'road',
    'catcall',
    'catcalls',
    'catcalling',
    'catcalled',
    'eve teasing',
    'eve-teasing',
    'stalking',
    'stalked',
    'stalker',
    'followed me',
    'whistled',
    'bus',
    'train',
    'metro',
    'rickshaw',
    'public transport',
    'market',
    'stared',
  ],
  Cyberbullying: [
    'online',
    'internet',
    'social media',
    'instagram',
    'facebook',
    'whatsapp',
    'twitter',
    'troll',
    'trolls',
    'trolled',
    'trolling',
    'cyberbullying',
    'cyberbullied',
    'cyberstalking',
    'fake profile',
    'morphed',
    'leaked',
    'hacked',
    'doxxed',
    'sextortion',
    'revenge porn',
    'DMs',
  ],
  'Sexual Harassment': [
    'sexual harassment',
    'sexually',
    'sexual',
    'groped',
    'groping',
    'touched me',
    'inappropriately',
    'molested',
    'molestation',
    'assault',
    'assaulted',
    'rape',
    'raped',
    'unwanted advances',
    'lewd',
    'flashed',
    'consent',
  ],
  Discrimination: [
    'discrimination',
    'discriminated',
    'discriminatory',
    'unfair',
    'unfairly',
    'bias',
    'biased',
    'sexism',
    'sexist',
    'misogyny',
    'gender',
    'caste',
    'stereotype',
    'prejudice',
    'pay gap',
    'unequal pay',
    'because I am a woman',
    'because I was a woman',
  ],
  Recovery: [
    'recovery',
    'recover',
    'recovering',
    'recovered',
    'moving on',
    'moved on',
    'rebuild',
    'rebuilding',
    'rebuilt',
    'survivor',
    'overcome',
    'overcame',
    'fresh start',
    'new life',
    'getting better',
  ],
  Support: [
    'support',
    'supported',
    'supportive',
    'helpline',
    'NGO',
    'friends',
    'family',
    'helped',
    'support group',
    'stood by me',
    'listened',
    'counsellor',
    'counselor',
    'community',
  ],
  Healing: [
    'healing',
    'heal',
    'healed',
    'self-care',
    'self care',
    'self-love',
    'meditation',
    'yoga',
    'journaling',
    'peace',
    'forgive',
    'forgiveness',
    'hope',
    'acceptance',
  ],
  'Mental Health': [
    'mental health',
    'therapy',
    'therapist',
    'anxiety',
    'anxious',
    'depression',
    'depressed',
    'panic attack',
    'panic attacks',
    'PTSD',
    'trauma',
    'traumatic',
    'traumatized',
    'suicidal',
    'self-harm',
    'psychiatrist',
    'psychologist',
    'counselling',
    'counseling',
    'nightmares',
    'insomnia',
  ],
  Legal: [
    'legal',
    'lawyer',
    'lawyers',
    'advocate',
    'FIR',
    'police',
    'court',
    'complaint',
    'justice',
    'judge',
    'bail',
    'arrested',
    '498A',
    'IPC',
    'protection order',
    'restraining order',
    'legal aid',
    'hearing',
    'sued',
  ],
};

// A "word character" for boundaries: letters of any script with their marks, digits, '_'.
// Lookarounds (not \b) so keywords that begin or end with punctuation still work.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Phrase words may be separated by any run of whitespace (line breaks included). */
function keywordSource(keyword: string): string {
  return keyword.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
}

function wholeWordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map(keywordSource).join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'iu');
}

const TAG_PATTERNS: readonly (readonly [StoryTag, RegExp])[] = STORY_TAGS.map((tag) => [
  tag,
  wholeWordPattern(TAG_KEYWORDS[tag]),
]);

/** Whether `keyword` occurs in `text` as a whole word or phrase, ignoring case. */
export function containsKeyword(text: string, keyword: string): boolean {
  return keyword.trim() !== '' && wholeWordPattern([keyword]).test(text);
}

/** Tags whose keywords occur in the text, in STORY_TAGS order. */
export function suggestTags(text: string): StoryTag[] {
  return TAG_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
}

/** The selection first (in its order), then new suggestions; no tag appears twice. */
export function mergeTags<T extends string>(selected: readonly T[], suggested: readonly T[]): T[] {
  return [...new Set([...selected, ...suggested])];
}
