// The local Suggest Tags helper: per-tag keyword lists in every interface language, matched as
// whole words or phrases, case-insensitively and whatever the spelling of the nukta. No network
// call.
import { TAG_KEYWORDS_EN } from './tag-keywords-en';
import { TAG_KEYWORDS_BN } from './tag-keywords-bn';
import { TAG_KEYWORDS_HI } from './tag-keywords-hi';
import { TAG_KEYWORDS_MR } from './tag-keywords-mr';
import { TAG_KEYWORDS_TA } from './tag-keywords-ta';
import { TAG_KEYWORDS_TE } from './tag-keywords-te';
import { STORY_TAGS, type StoryTag } from './vocabularies';

/**
 * Keywords per tag for every interface language (and for the languages about to become one). A
 * story is matched against all of them, whatever language she reads the site in: she may write in
 * Hindi with the site in English, or in Tamil before the site speaks it.
 */
export const TAG_KEYWORDS = {
  en: TAG_KEYWORDS_EN,
  hi: TAG_KEYWORDS_HI,
  bn: TAG_KEYWORDS_BN,
  mr: TAG_KEYWORDS_MR,
  te: TAG_KEYWORDS_TE,
  ta: TAG_KEYWORDS_TA,
} as const satisfies Record<string, Record<StoryTag, readonly string[]>>;

const LANGUAGE_LISTS = Object.values(TAG_KEYWORDS);

// Ways of typing the same Devanagari word: the nukta (़) as a mark, inside a precomposed letter
// (क़ U+0958) or left out, and ँ for ं. Zero-width joiners only shape half letters.
const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ZERO_WIDTH_JOINERS = /[\u200C\u200D]/g;

/**
 * The text as matching sees it: one spelling per word (NFD splits the precomposed nukta letters,
 * which NFC leaves alone, so the nukta can go), lower case, recomposed.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, '\u0902')
    .replace(ZERO_WIDTH_JOINERS, '')
    .normalize('NFC')
    .toLowerCase();
}

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

/** One pattern for the keywords, to be tested against folded text (foldForMatching). */
function wholeWordPattern(keywords: readonly string[]): RegExp {
  const folded = [...new Set(keywords.map(foldForMatching))];
  const alternatives = folded.map(keywordSource).join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'iu');
}

const TAG_PATTERNS: readonly (readonly [StoryTag, RegExp])[] = STORY_TAGS.map((tag) => [
  tag,
  wholeWordPattern(LANGUAGE_LISTS.flatMap((lists) => lists[tag])),
]);

/** Whether `keyword` occurs in `text` as a whole word or phrase, ignoring case and nukta. */
export function containsKeyword(text: string, keyword: string): boolean {
  return keyword.trim() !== '' && wholeWordPattern([keyword]).test(foldForMatching(text));
}

/** Tags whose keywords, in any language, occur in the text; in STORY_TAGS order. */
export function suggestTags(text: string): StoryTag[] {
  const folded = foldForMatching(text);
  return TAG_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([tag]) => tag);
}

/** The selection first (in its order), then new suggestions; no tag appears twice. */
export function mergeTags<T extends string>(selected: readonly T[], suggested: readonly T[]): T[] {
  return [...new Set([...selected, ...suggested])];
}
