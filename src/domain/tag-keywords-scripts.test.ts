// The Suggest Tags keywords of the languages written in Indian scripts (issues 39): each tag has
// its list, each keyword once, in its language's script, NFC and trimmed; and every keyword is
// found in a story among ordinary words of its language, however the phone types it. Each
// language's own file has its sample stories and its words left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForMatching, suggestTags, TAG_KEYWORDS } from './tag-suggestion';
import { STORY_TAGS } from './vocabularies';

/** One script's letters, as words joined by a space or a hyphen. */
function wordsIn(from: number, to: number): RegExp {
  const letter = `[\\u${from.toString(16).padStart(4, '0')}-\\u${to.toString(16).padStart(4, '0')}]`;
  return new RegExp(`^${letter}+(?:[ -]${letter}+)*$`);
}

const SCRIPTS = [
  {
    language: 'bn',
    words: wordsIn(0x0980, 0x09ff),
    filler: ['আমি', 'আর', 'তারপর', 'সে', 'বলল', 'একদিন', 'খুব'],
    // ড় and য় as one letter, or a letter and its nukta.
    typed: (keyword: string) => keyword.normalize('NFD'),
  },
  {
    language: 'mr',
    words: wordsIn(0x0900, 0x097f),
    filler: ['मी', 'आणि', 'मग', 'त्याने', 'सांगितले', 'होते', 'एक', 'दिवस'],
    typed: (keyword: string) => keyword.normalize('NFD'),
  },
  {
    language: 'te',
    words: wordsIn(0x0c00, 0x0c7f),
    filler: ['నేను', 'మరియు', 'తర్వాత', 'ఆమె', 'అన్నాడు', 'ఒకరోజు', 'చాలా'],
    // Phones that show the virama put U+200C after it, before the next letter.
    typed: (keyword: string) => keyword.replace(/\u0C4D(?=[\u0C15-\u0C39])/g, '\u0C4D\u200C'),
  },
  {
    language: 'ta',
    words: wordsIn(0x0b80, 0x0bff),
    filler: ['நான்', 'மற்றும்', 'பிறகு', 'அவள்', 'சொன்னான்', 'ஒருநாள்', 'மிகவும்'],
    // ொ and ோ as one vowel sign or its two halves (ெ + ா).
    typed: (keyword: string) => keyword.normalize('NFD'),
  },
] as const;

const separator = fc.constantFrom(' ', '\n', ', ', '. ', '। ', '! ', ' (', ') ', '"', ' - ');

describe.each(SCRIPTS)('the $language keywords', ({ language, words, filler, typed }) => {
  const lists = TAG_KEYWORDS[language];

  it('list every tag, each keyword once, in its script, NFC, trimmed', () => {
    expect(Object.keys(lists).sort()).toEqual([...STORY_TAGS].sort());
    for (const tag of STORY_TAGS) {
      const keywords = lists[tag];
      expect(new Set(keywords.map(foldForMatching)).size).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.normalize('NFC'));
        expect(keyword).toMatch(words);
      }
    }
  });

  it('are each found among ordinary words, typed either way', () => {
    const entries = STORY_TAGS.flatMap((tag) => lists[tag].map((keyword) => ({ tag, keyword })));
    const fillers = fc.array(fc.constantFrom(...filler), { maxLength: 3 });
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fillers,
        fillers,
        separator,
        separator,
        fc.boolean(),
        ({ tag, keyword }, before, after, sep1, sep2, otherTyping) => {
          const word = otherTyping ? typed(keyword) : keyword;
          const story = [before.join(' '), word, after.join(' ')].join(sep1) + sep2;
          expect(suggestTags(story)).toContain(tag);
        },
      ),
    );
  });
});
