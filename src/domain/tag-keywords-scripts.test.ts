// The Suggest Tags keywords of the languages written in Indian scripts (issues 39): each tag has
// its list, each keyword once, in its language's script, NFC and trimmed; and every keyword is
// found in a story among ordinary words of its language, however the phone types it. Tamil's and
// Telugu's sample stories are below; Bengali's and Marathi's, with their words left out, have
// files of their own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsKeyword, foldForMatching, suggestTags, TAG_KEYWORDS } from './tag-suggestion';
import { STORY_TAGS, type StoryTag } from './vocabularies';

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

/** The tags whose keywords in one language occur in the story, in STORY_TAGS order. */
function tagsIn(language: 'ta' | 'te', story: string): StoryTag[] {
  return STORY_TAGS.filter((tag) =>
    TAG_KEYWORDS[language][tag].some((keyword) => containsKeyword(story, keyword)),
  );
}

// Stories as women write them, matched as whole words, and the same tags however the phone types
// them: Tamil's ொ and ோ as one letter or as its two halves (ெ + ா); Telugu with or without the
// zero-width non-joiner after a visible virama (ఆఫీస్‌లో or ఆఫీస్లో).
interface Samples {
  language: 'ta' | 'te';
  retyped: (story: string) => string;
  stories: [what: string, story: string, tags: StoryTag[]][];
  longerWord: string;
}

describe.each<Samples>([
  {
    language: 'ta',
    retyped: (story: string) => story.normalize('NFD'),
    stories: [
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
    ],
    // சாதி ("caste") inside சாதித்தேன் ("I achieved"): one word, so not a caste story.
    longerWord: 'நான் படிப்பில் நிறைய சாதித்தேன்',
  },
  {
    language: 'te',
    retyped: (story: string) => story.replace(/\u200C/g, ''),
    stories: [
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
    ],
    // భర్త ("husband") inside భర్తీ ("recruitment"): one word, so not a domestic violence story.
    longerWord: 'ఉద్యోగాల భర్తీ ప్రకటన వచ్చింది',
  },
])('Suggest Tags on $language stories', ({ language, retyped, stories, longerWord }) => {
  it.each(stories)('%s', (_case, story, tags) => {
    expect(tagsIn(language, story)).toEqual(tags);
    expect(tagsIn(language, retyped(story))).toEqual(tags);
  });

  it('does not take a keyword inside a longer word', () => {
    expect(tagsIn(language, longerWord)).toEqual([]);
  });
});
