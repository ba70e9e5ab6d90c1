// Suggest Tags' Telugu keywords (issue 39), on their own (each list's shape is in
// tag-keywords-scripts.test.ts): stories as women write them, matched as whole words, whether or
// not the phone puts a zero-width non-joiner after a visible virama (ఆఫీస్‌లో or ఆఫీస్లో).
import { describe, expect, it } from 'vitest';
import { TAG_KEYWORDS_TE } from './tag-keywords-te';
import { containsKeyword } from './tag-suggestion';
import { STORY_TAGS, type StoryTag } from './vocabularies';

/** The tags whose Telugu keywords occur in the story, in STORY_TAGS order. */
function teluguTags(story: string): StoryTag[] {
  return STORY_TAGS.filter((tag) =>
    TAG_KEYWORDS_TE[tag].some((keyword) => containsKeyword(story, keyword)),
  );
}

describe('Suggest Tags on Telugu stories', () => {
  it.each([
    [
      'office harassment and going to the police: workplace and legal',
      'మా ఆఫీస్‌లో బాస్ నెలల తరబడి నన్ను వేధించాడు. చివరికి నేను పోలీస్ స్టేషన్‌కి వెళ్ళి ఫిర్యాదు చేశాను.',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'domestic violence: husband and in-laws, dowry',
      'పెళ్ళయ్యాక నా భర్త నా మీద చేయి చేసుకునేవాడు. అత్తగారు రోజూ కట్నం కోసం సూటిపోటి మాటలు అనేది.',
      ['Domestic Violence'],
    ],
    [
      'cyber harassment: a fake profile on Facebook',
      'ఎవరో ఫేస్‌బుక్‌లో నా పేరుతో నకిలీ ప్రొఫైల్ పెట్టి ఫోటోలు వైరల్ చేశారు.',
      ['Cyberbullying'],
    ],
    [
      'street harassment on a bus and a metro',
      'రోజూ బస్సులో, మెట్రోలో ఒక మనిషి నా వెంటపడేవాడు, ఈలలు వేసేవాడు.',
      ['Street Harassment'],
    ],
    [
      'recovery with friends and a helpline',
      'స్నేహితులు అండగా నిలిచారు, హెల్ప్‌లైన్‌తో మాట్లాడాను. ఇప్పుడు నేను మళ్ళీ నిలబడ్డాను.',
      ['Recovery', 'Support'],
    ],
  ])('%s', (_case, story, tags) => {
    expect(teluguTags(story)).toEqual(tags);
    // A keyboard that leaves out the zero-width non-joiner gives the same tags.
    expect(teluguTags(story.replace(/\u200C/g, ''))).toEqual(tags);
  });

  it('does not take a keyword inside a longer word', () => {
    // భర్త ("husband") inside భర్తీ ("recruitment"): one word, so not a domestic violence story.
    expect(teluguTags('ఉద్యోగాల భర్తీ ప్రకటన వచ్చింది')).toEqual([]);
  });
});
