import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  EDIT_STORY_TAGS,
  isLanguageCode,
  isStoryTag,
  languageName,
  STORY_TAGS,
  TRANSLATION_LANGUAGES,
} from './vocabularies';

describe('vocabularies', () => {
  it('offers Edit Story the leading tags of Share Story, in the same order', () => {
    expect(EDIT_STORY_TAGS).toEqual(STORY_TAGS.slice(0, LIMITS.editStoryTagCount));
  });

  it('recognises tags exactly', () => {
    expect(isStoryTag(STORY_TAGS[0])).toBe(true);
    expect(isStoryTag(STORY_TAGS[0].toLowerCase())).toBe(false);
    expect(isStoryTag('')).toBe(false);
  });

  it('recognises translation languages by code and names them', () => {
    for (const { code, name } of TRANSLATION_LANGUAGES) {
      expect(isLanguageCode(code)).toBe(true);
      expect(languageName(code)).toBe(name);
    }
    expect(new Set(TRANSLATION_LANGUAGES.map(({ code }) => code)).size).toBe(
      TRANSLATION_LANGUAGES.length,
    );
    expect(isLanguageCode('de')).toBe(false);
    expect(isLanguageCode('')).toBe(false);
  });
});
