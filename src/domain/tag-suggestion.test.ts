import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsKeyword, mergeTags, suggestTags, TAG_KEYWORDS } from './tag-suggestion';
import { STORY_TAGS } from './vocabularies';

const allKeywords = STORY_TAGS.flatMap((tag) =>
  TAG_KEYWORDS.en[tag].map((keyword) => ({ tag, keyword })),
);
const keywordEntry = fc.constantFrom(...allKeywords);
const tagArb = fc.constantFrom(...STORY_TAGS);
// Filler words that are no keyword of any tag.
const filler = fc.constantFrom(...'the and then she said it was very a day'.split(' '));
const separator = fc.constantFrom(' ', '  ', '\n', ', ', '. ', '! ', ' (', ') ', '"', ' - ');
/** Filler, keywords and any text, as words of a story. */
const keyword = keywordEntry.map((entry) => entry.keyword);
const storyWords = fc.array(fc.oneof(filler, keyword, fc.string()), { maxLength: 12 });

describe('TAG_KEYWORDS in English', () => {
  // A list of at least ten for every tag, in every language: tag-suggestion-hindi.test.ts.
  it('lists each keyword once, trimmed', () => {
    for (const tag of STORY_TAGS) {
      const keywords = TAG_KEYWORDS.en[tag];
      expect(new Set(keywords.map((k) => k.toLowerCase())).size).toBe(keywords.length);
      for (const keyword of keywords) expect(keyword).toBe(keyword.trim());
    }
  });
});

describe('suggestTags', () => {
  it('finds tags from a realistic story', () => {
    const story =
      'My boss kept calling me to his office. Later my husband and the in-laws asked for dowry. ' +
      'I started therapy for my anxiety and finally met a lawyer to file an FIR.';
    expect(suggestTags(story)).toEqual([
      'Workplace Harassment',
      'Domestic Violence',
      'Mental Health',
      'Legal',
    ]);
  });

  it('returns nothing for blank or unrelated text', () => {
    expect(suggestTags('')).toEqual([]);
    expect(suggestTags('   ')).toEqual([]);
    expect(suggestTags('The weather was lovely today.')).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(suggestTags('bossy')).toEqual([]);
    expect(suggestTags('embossed')).toEqual([]);
    expect(suggestTags('The firmware broke')).toEqual([]);
    expect(suggestTags('courtyard')).toEqual([]);
    expect(suggestTags('boss')).toEqual(['Workplace Harassment']);
    expect(suggestTags("My boss's words")).toEqual(['Workplace Harassment']);
  });

  it('matches at the start and end of the text and next to punctuation', () => {
    expect(suggestTags('Court.')).toEqual(['Legal']);
    expect(suggestTags('(lawyer)')).toEqual(['Legal']);
    expect(suggestTags('went to court')).toEqual(['Legal']);
    expect(suggestTags('"FIR"!')).toEqual(['Legal']);
  });

  it('matches phrases across any whitespace', () => {
    expect(suggestTags('my mental\n  health')).toEqual(['Mental Health']);
    expect(suggestTags('mentalhealth')).toEqual([]);
  });

  it('finds every keyword surrounded by ordinary text, in any case', () => {
    fc.assert(
      fc.property(
        keywordEntry,
        fc.array(filler, { maxLength: 3 }),
        fc.array(filler, { maxLength: 3 }),
        separator,
        separator,
        fc.constantFrom<'lower' | 'upper' | 'asis'>('lower', 'upper', 'asis'),
        ({ tag, keyword }, before, after, sep1, sep2, casing) => {
          const word =
            casing === 'lower'
              ? keyword.toLowerCase()
              : casing === 'upper'
                ? keyword.toUpperCase()
                : keyword;
          const text = [...before, sep1, word, sep2, ...after].join(' ');
          expect(suggestTags(text)).toContain(tag);
        },
      ),
    );
  });

  it('does not match a keyword embedded inside a longer word', () => {
    const singleWords = allKeywords.filter(({ keyword }) => /^[a-z0-9]+$/i.test(keyword));
    // Letters no keyword starts or ends with, so the whole token is never another keyword.
    const padding = fc.string({ unit: fc.constantFrom('q', 'x', 'z'), minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.constantFrom(...singleWords),
        padding,
        padding,
        fc.constantFrom('prefix', 'suffix', 'both'),
        ({ keyword }, pre, post, where) => {
          const token =
            (where === 'suffix' ? '' : pre) + keyword + (where === 'prefix' ? '' : post);
          expect(suggestTags(token)).toEqual([]);
          expect(suggestTags(`I said ${token} twice.`)).toEqual([]);
        },
      ),
    );
  });

  it('only returns known tags, without duplicates, in STORY_TAGS order', () => {
    fc.assert(
      fc.property(storyWords, (words) => {
        const tags = suggestTags(words.join(' '));
        const indexes = tags.map((tag) => STORY_TAGS.indexOf(tag));
        expect(indexes.every((i) => i >= 0)).toBe(true);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(new Set(tags).size).toBe(tags.length);
      }),
    );
  });

  it('is not changed by letter case', () => {
    fc.assert(
      fc.property(storyWords, (words) => {
        const text = words.join(' ');
        const expected = suggestTags(text);
        expect(suggestTags(text.toUpperCase())).toEqual(expected);
        expect(suggestTags(text.toLowerCase())).toEqual(expected);
      }),
    );
  });
});

describe('containsKeyword', () => {
  it('escapes regular-expression characters', () => {
    expect(containsKeyword('I paid (cash) today', '(cash)')).toBe(true);
    expect(containsKeyword('I paid cash today', '(cash)')).toBe(false);
    expect(containsKeyword('a+b', 'a+b')).toBe(true);
    expect(containsKeyword('aab', 'a+b')).toBe(false);
    expect(containsKeyword('section 498A.', '498a')).toBe(true);
    expect(containsKeyword('x . y', '.')).toBe(true);
    expect(containsKeyword('x y', '.')).toBe(false);
  });

  it('never matches an empty keyword', () => {
    expect(containsKeyword('anything', '')).toBe(false);
    expect(containsKeyword('anything', '   ')).toBe(false);
  });

  it('treats letters of other scripts as word characters', () => {
    expect(containsKeyword('courtéa', 'court')).toBe(false);
    expect(containsKeyword('अदालत court में', 'court')).toBe(true);
  });
});

describe('mergeTags', () => {
  it('keeps the selection first and appends new suggestions', () => {
    expect(mergeTags(['Legal', 'Support'], ['Support', 'Healing', 'Legal'])).toEqual([
      'Legal',
      'Support',
      'Healing',
    ]);
  });

  const tags = fc.array(tagArb, { maxLength: 15 });

  it('never duplicates and is a superset of both inputs', () => {
    fc.assert(
      fc.property(tags, tags, (selected, suggested) => {
        const merged = mergeTags(selected, suggested);
        expect(new Set(merged).size).toBe(merged.length);
        for (const tag of [...selected, ...suggested]) expect(merged).toContain(tag);
        for (const tag of merged) expect([...selected, ...suggested]).toContain(tag);
      }),
    );
  });

  it("keeps the selection's order as a prefix", () => {
    fc.assert(
      fc.property(tags, tags, (selected, suggested) => {
        const distinctSelected = [...new Set(selected)];
        expect(mergeTags(selected, suggested).slice(0, distinctSelected.length)).toEqual(
          distinctSelected,
        );
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(tags, tags, (selected, suggested) => {
        const once = mergeTags(selected, suggested);
        expect(mergeTags(once, suggested)).toEqual(once);
        expect(mergeTags(once, [])).toEqual(once);
      }),
    );
  });
});
