// Suggest Tags reads Hindi (issue 34, item 4): stories as women write them, with or without the
// nukta, in any interface language, matched as whole words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { foldForMatching, suggestTags, TAG_KEYWORDS } from './tag-suggestion';
import { STORY_TAGS } from './vocabularies';

describe('Suggest Tags on Hindi stories', () => {
  it.each([
    [
      'office harassment and going to the police: workplace and legal',
      'मेरे दफ़्तर में मेरा बॉस महीनों तक मुझे परेशान करता रहा। वह देर रात फ़ोन करके गंदी ' +
        'बातें कहता था। आख़िर में मैं थाने गई और पुलिस में शिकायत दर्ज कराई।',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'the same story typed without the nukta',
      'मेरे दफ्तर में मेरे साथ उत्पीड़न हुआ और मैं पुलिस के पास गई।',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'the same story with "office" in Hindi letters',
      'ऑफिस में मेरे साथ उत्पीडन हुआ, फिर मैं थाना गई।',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'domestic violence: husband and in-laws',
      'शादी के दो साल बाद से मेरे पति मुझ पर हाथ उठाने लगे। ससुराल वाले कहते थे कि यह घर ' +
        'की बात है, किसी को मत बताना।',
      ['Domestic Violence'],
    ],
    [
      'dowry',
      'सास और ननद रोज़ दहेज के लिए ताने देती थीं। मायके से पैसे न लाने पर मुझे कमरे में बंद कर दिया जाता था।',
      ['Domestic Violence'],
    ],
    [
      'cyber harassment: a fake profile and morphed photos, reported to the cyber cell',
      'किसी ने इंस्टाग्राम पर मेरे नाम से फ़र्ज़ी प्रोफ़ाइल बनाई और मेरी तस्वीरें मॉर्फ़ करके ' +
        'वायरल कर दीं। मैंने साइबर सेल में शिकायत की।',
      ['Cyberbullying', 'Legal'],
    ],
    [
      'stalking on the way home',
      'कॉलेज से लौटते समय एक लड़का रोज़ मेरा पीछा करता था। बस स्टॉप पर खड़ा होकर घूरता ' +
        'रहता और सीटी बजाता।',
      ['Street Harassment'],
    ],
    [
      'sexual harassment, trauma and getting better with help',
      'रिश्ते के एक चाचा ने मेरे साथ छेड़छाड़ की। उसके बाद मुझे बुरे सपने आते थे और डिप्रेशन हो ' +
        'गया। मेरी सहेली ने मेरा साथ दिया, थेरेपी से धीरे-धीरे मैं उबर रही हूँ।',
      ['Sexual Harassment', 'Recovery', 'Support', 'Mental Health'],
    ],
    [
      'domestic violence reported under 498A, and a lawyer in court',
      'घरेलू हिंसा के ख़िलाफ़ मैंने 498A में केस किया; वकील ने अदालत में मेरा साथ दिया।',
      ['Domestic Violence', 'Support', 'Legal'],
    ],
    [
      'a story mixing Hindi and English gets the tags of both',
      'My boss harassed me, फिर मैं पुलिस के पास गई।',
      ['Workplace Harassment', 'Legal'],
    ],
  ])('%s', (_, story, tags) => {
    expect(suggestTags(story)).toEqual(tags);
  });

  it('unrelated Hindi gets no tag, and common words that only look alike do not match', () => {
    expect(suggestTags('आज मौसम बहुत अच्छा था, हमने चाय पी और बातें कीं।')).toEqual([]);
    // बस is "just" as often as "bus"; पतिंगा is a moth, not a husband.
    expect(suggestTags('बस इतना ही कहना है।')).toEqual([]);
    expect(suggestTags('कमरे में एक पतिंगा उड़ रहा था।')).toEqual([]);
  });
});

/** The nukta letters Unicode also encodes precomposed (U+0958–U+095F). */
const PRECOMPOSED: Record<string, string> = {
  'क\u093C': '\u0958',
  'ख\u093C': '\u0959',
  'ग\u093C': '\u095A',
  'ज\u093C': '\u095B',
  'ड\u093C': '\u095C',
  'ढ\u093C': '\u095D',
  'फ\u093C': '\u095E',
  'य\u093C': '\u095F',
};

/** The ways the same word is typed: nukta as a mark, precomposed, or left out; ँ or ं. */
function spellings(word: string): string[] {
  const decomposed = word.normalize('NFD');
  const precomposed = Object.entries(PRECOMPOSED).reduce(
    (text, [pair, single]) => text.replaceAll(pair, single),
    decomposed,
  );
  const noNukta = decomposed.replaceAll('\u093C', '');
  const anusvara = decomposed.replaceAll('\u0901', '\u0902');
  const chandrabindu = decomposed.replaceAll('\u0902', '\u0901');
  return [...new Set([word, decomposed, precomposed, noNukta, anusvara, chandrabindu])];
}

const hindiEntries = STORY_TAGS.flatMap((tag) =>
  TAG_KEYWORDS.hi[tag].map((keyword) => ({ tag, keyword })),
);
const hindiWords = new Set(hindiEntries.map(({ keyword }) => foldForMatching(keyword)));
const hindiFiller = fc.constantFrom('मैं', 'और', 'फिर', 'उसने', 'कहा', 'था', 'एक', 'दिन', 'बहुत');
const separator = fc.constantFrom(' ', '  ', '\n', ', ', '। ', '! ', ' (', ') ', '"', ' - ');

describe('Hindi keywords', () => {
  it('every interface language has a keyword list for every tag', () => {
    for (const locale of LOCALES) {
      const lists = TAG_KEYWORDS[locale];
      expect(Object.keys(lists).sort()).toEqual([...STORY_TAGS].sort());
      for (const tag of STORY_TAGS) expect(lists[tag].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('lists each Hindi keyword once however it is spelled, in Devanagari, trimmed', () => {
    for (const tag of STORY_TAGS) {
      const keywords = TAG_KEYWORDS.hi[tag];
      expect(new Set(keywords.map(foldForMatching)).size).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.trim());
        expect(keyword).toBe(keyword.normalize('NFC'));
        expect(keyword).toMatch(/^[\u0900-\u097F]+(?:[ -][\u0900-\u097F]+)*$/);
      }
    }
  });

  it('finds every Hindi keyword however it is typed, among ordinary words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...hindiEntries),
        fc.array(hindiFiller, { maxLength: 3 }),
        fc.array(hindiFiller, { maxLength: 3 }),
        separator,
        separator,
        fc.nat(),
        ({ tag, keyword }, before, after, sep1, sep2, pick) => {
          const forms = spellings(keyword);
          const word = forms[pick % forms.length] ?? keyword;
          const text = [...before, sep1, word, sep2, ...after].join(' ');
          expect(suggestTags(text)).toContain(tag);
        },
      ),
    );
  });

  it('does not match a Hindi keyword inside a longer word', () => {
    const singleWords = hindiEntries.filter(({ keyword }) => /^[\p{L}\p{M}]+$/u.test(keyword));
    // Letters and vowel signs that make a different word when joined to a keyword.
    const before = fc.constantFrom('क', 'स', 'अ', 'ज़', 'प्र');
    const after = fc.constantFrom('क', 'ों', 'ी', 'ाओ', 'ज़', '्त');
    fc.assert(
      fc.property(
        fc.constantFrom(...singleWords),
        before,
        after,
        fc.constantFrom('prefix', 'suffix', 'both'),
        ({ keyword }, pre, post, where) => {
          const token =
            (where === 'suffix' ? '' : pre) + keyword + (where === 'prefix' ? '' : post);
          // The longer word may happen to be a keyword of its own (पति + यों): not this case.
          fc.pre(!hindiWords.has(foldForMatching(token)));
          expect(suggestTags(token)).toEqual([]);
          expect(suggestTags(`मैंने ${token} कहा।`)).toEqual([]);
        },
      ),
    );
  });

  it('adding unrelated text never takes a tag away', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc
        .array(
          fc.oneof(
            hindiFiller,
            fc.constantFrom(...hindiEntries).map((entry) => entry.keyword),
          ),
          { maxLength: 8 },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(anyText, anyText, (story, more) => {
        const tags = suggestTags(story);
        for (const joined of [`${story} ${more}`, `${more}\n${story}`]) {
          expect(suggestTags(joined)).toEqual(expect.arrayContaining(tags));
        }
      }),
    );
  });
});
