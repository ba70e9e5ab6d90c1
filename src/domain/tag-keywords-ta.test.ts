// Suggest Tags' Tamil keywords (issue 39), on their own (each list's shape is in
// tag-keywords-scripts.test.ts): stories as women write them, matched as whole words, whether the
// phone types ொ and ோ as one letter or as its two halves (ெ + ா).
import { describe, expect, it } from 'vitest';
import { TAG_KEYWORDS_TA } from './tag-keywords-ta';
import { containsKeyword } from './tag-suggestion';
import { STORY_TAGS, type StoryTag } from './vocabularies';

/** The tags whose Tamil keywords occur in the story, in STORY_TAGS order. */
function tamilTags(story: string): StoryTag[] {
  return STORY_TAGS.filter((tag) =>
    TAG_KEYWORDS_TA[tag].some((keyword) => containsKeyword(story, keyword)),
  );
}

describe('Suggest Tags on Tamil stories', () => {
  it.each([
    [
      'office harassment and going to the police: workplace and legal',
      'எங்கள் ஆபீஸில் மேனேஜர் பல மாதங்களாக என்னைத் தொல்லை செய்தார். கடைசியில் நான் காவல் நிலையத்துக்குப் போய்ப் புகார் கொடுத்தேன்.',
      ['Workplace Harassment', 'Legal'],
    ],
    [
      'domestic violence: husband and in-laws, dowry',
      'கல்யாணத்துக்குப் பிறகு என் கணவர் என்னை அடிப்பார். மாமியார் தினமும் வரதட்சணை கேட்டுத் திட்டுவார்.',
      ['Domestic Violence'],
    ],
    [
      'cyber harassment: a fake account on Facebook',
      'யாரோ ஃபேஸ்புக்கில் என் பெயரில் போலி கணக்கு தொடங்கி என் படங்களை வைரல் ஆக்கினார்கள்.',
      ['Cyberbullying'],
    ],
    [
      // விசில் அடித்தான் ("he whistled") is not அடித்தான் ("he hit"): no domestic violence here.
      'street harassment on a bus and a metro',
      'தினமும் பஸ்ஸில், மெட்ரோவில் ஒருவன் என்னைப் பின்தொடர்ந்தான், விசில் அடித்தான்.',
      ['Street Harassment'],
    ],
    [
      'recovery with friends and a helpline',
      'நண்பர்கள் துணையாக நின்றார்கள், உதவி எண்ணில் பேசினேன். இப்போது நான் மீண்டு வந்தேன்.',
      ['Recovery', 'Support'],
    ],
  ])('%s', (_case, story, tags) => {
    expect(tamilTags(story)).toEqual(tags);
    // A keyboard that types ொ as ெ and ா gives the same tags.
    expect(tamilTags(story.normalize('NFD'))).toEqual(tags);
  });

  it('does not take a keyword inside a longer word', () => {
    // சாதி ("caste") inside சாதித்தேன் ("I achieved"): one word, so not a caste story.
    expect(tamilTags('நான் படிப்பில் நிறைய சாதித்தேன்')).toEqual([]);
  });
});
