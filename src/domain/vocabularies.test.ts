import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NGO_CATEGORY,
  DEFAULT_STORY_SORT,
  EDIT_STORY_TAGS,
  FAQ_CATEGORIES,
  isLanguageCode,
  isStoryTag,
  languageName,
  MEDIA_EXTENSIONS,
  NGO_CATEGORIES,
  STORY_SORTS,
  STORY_TAGS,
  TRANSLATION_LANGUAGES,
} from './vocabularies';

describe('vocabularies (spec §3)', () => {
  it('has the 11 tags in order', () => {
    expect(STORY_TAGS).toEqual([
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
    ]);
  });

  it('offers the first nine tags on Edit Story', () => {
    expect(EDIT_STORY_TAGS).toEqual(STORY_TAGS.slice(0, 9));
    expect(EDIT_STORY_TAGS).not.toContain('Mental Health');
    expect(EDIT_STORY_TAGS).not.toContain('Legal');
  });

  it('recognises tags exactly', () => {
    expect(isStoryTag('Legal')).toBe(true);
    expect(isStoryTag('legal')).toBe(false);
    expect(isStoryTag('')).toBe(false);
  });

  it('has the 12 translation languages with their codes', () => {
    expect(TRANSLATION_LANGUAGES.map(({ code, name }) => `${code} ${name}`)).toEqual([
      'en English',
      'hi Hindi',
      'es Spanish',
      'fr French',
      'mr Marathi',
      'bn Bengali',
      'ta Tamil',
      'te Telugu',
      'kn Kannada',
      'ml Malayalam',
      'gu Gujarati',
      'pa Punjabi',
    ]);
    expect(isLanguageCode('ta')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
    expect(languageName('kn')).toBe('Kannada');
  });

  it('has the NGO and FAQ categories', () => {
    expect(NGO_CATEGORIES).toEqual(['Legal Aid', 'Counseling', 'Emergency', 'Shelter', 'General']);
    expect(DEFAULT_NGO_CATEGORY).toBe('General');
    expect(FAQ_CATEGORIES).toEqual([
      'Reporting Process',
      'Privacy & Security',
      'NGO Support',
      'Technical Help',
    ]);
  });

  it('sorts newest first by default', () => {
    expect(STORY_SORTS).toEqual(['newest', 'oldest', 'likes']);
    expect(DEFAULT_STORY_SORT).toBe('newest');
  });

  it('lists media extensions per kind (spec §2)', () => {
    expect(MEDIA_EXTENSIONS).toEqual({
      image: ['jpeg', 'jpg', 'gif', 'png', 'webp'],
      video: ['mp4', 'webm', 'ogg', 'mov', 'ogv'],
      audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'weba', 'oga', 'opus'],
    });
  });
});
