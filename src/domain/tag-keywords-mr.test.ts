// The Marathi keywords of Suggest Tags (issue 39), read as tag-suggestion.ts reads every list:
// whole words or phrases in a story. Marathi shares Devanagari with Hindi and every list is
// matched against every story, so its words must not fire on everyday Hindi either.
import { describe, expect, it } from 'vitest';
import { TAG_KEYWORDS_MR } from './tag-keywords-mr';
import { containsKeyword } from './tag-suggestion';
import { STORY_TAGS, type StoryTag } from './vocabularies';

/** The tags the Marathi list alone finds in a story, in STORY_TAGS order. */
function marathiTags(story: string): StoryTag[] {
  return STORY_TAGS.filter((tag) =>
    TAG_KEYWORDS_MR[tag].some((keyword) => containsKeyword(story, keyword)),
  );
}

describe('Suggest Tags on Marathi stories', () => {
  it.each([
    [
      'office harassment and going to the police: workplace and legal',
      'माझ्या ऑफिसमध्ये बॉस महिनोन्महिने मला त्रास देत होता. शेवटी मी पोलीस ठाण्यात जाऊन तक्रार दिली.',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'domestic violence: husband and mother-in-law, dowry',
      'लग्नानंतर नवरा माझ्यावर हात उगारायचा. सासू रोज हुंड्यासाठी टोमणे मारायची.',
      ['Domestic Violence'],
    ],
    [
      'cyber harassment: a fake profile on Instagram',
      'कोणीतरी इन्स्टाग्रामवर माझ्या नावाने बनावट प्रोफाइल बनवून माझे फोटो व्हायरल केले.',
      ['Cyberbullying'],
    ],
    [
      'street harassment on a bus and a local train',
      'रोज बसमध्ये आणि लोकलमध्ये एक माणूस माझा पाठलाग करायचा, शिट्टी वाजवायचा.',
      ['Street Harassment'],
    ],
    [
      'recovery with friends',
      'मैत्रिणींनी साथ दिली, मी हेल्पलाइनशी बोलले. आता मी सावरले आहे.',
      ['Recovery', 'Support'],
    ],
  ])('%s', (_case, story, tags) => {
    expect(marathiTags(story)).toEqual(tags);
  });

  it('finds WhatsApp however the keyboard types ॲ', () => {
    for (const story of ['व्हॉट्सॲपवर धमक्या आल्या', 'व्हॉट्सअॅपवर धमक्या आल्या']) {
      expect(marathiTags(story)).toEqual(['Cyberbullying']);
    }
    // A keyboard that joins अ and ॅ with a zero-width joiner.
    expect(marathiTags('व्हॉट्सअ\u200Dॅपवर धमक्या आल्या')).toEqual(['Cyberbullying']);
  });

  it('leaves out words with an everyday second meaning', () => {
    // ठाणे is also the city of Thane, आधार also the Aadhaar card, बस also "sit".
    expect(marathiTags('मी ठाण्यात राहते आणि रोज ठाणे स्टेशनवरून प्रवास करते.')).toEqual([]);
    expect(marathiTags('माझे आधार कार्ड हरवले.')).toEqual([]);
    expect(marathiTags('इथे बस, थोडं पाणी पी.')).toEqual([]);
    // Hindi read by the same matcher: अटक is "stuck", क़ायदा "manner", बस "just".
    expect(marathiTags('मैं जाम में अटक गई थी, क़ायदे से बात करो, बस इतना ही।')).toEqual([]);
  });
});
