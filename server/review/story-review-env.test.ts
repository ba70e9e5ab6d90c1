// STORY_REVIEW: off unless set, and only off, first or all.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

describe('STORY_REVIEW', () => {
  it('is off by default and takes off, first or all', () => {
    expect(parseEnv({}).storyReview).toBe('off');
    for (const mode of ['off', 'first', 'all'] as const) {
      expect(parseEnv({ STORY_REVIEW: mode }).storyReview).toBe(mode);
    }
  });

  it('refuses any other value, naming the variable', () => {
    for (const value of ['ALL', 'yes', 'none']) {
      expect(() => parseEnv({ STORY_REVIEW: value })).toThrow(
        'Invalid configuration: STORY_REVIEW must be off, first or all',
      );
    }
  });
});
