import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAQ_FEEDBACK_STORAGE_KEY,
  readFaqFeedback,
  saveFaqFeedback,
} from '@/features/faqs/faq-feedback';

describe('FAQ feedback storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('starts empty', () => {
    expect(readFaqFeedback()).toEqual({});
  });

  it('round-trips votes through sessionStorage under one key', () => {
    saveFaqFeedback({ 3: 'helpful', 7: 'notHelpful' });
    expect(sessionStorage.length).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(FAQ_FEEDBACK_STORAGE_KEY) ?? 'null')).toEqual({
      3: 'helpful',
      7: 'notHelpful',
    });
    expect(readFaqFeedback()).toEqual({ 3: 'helpful', 7: 'notHelpful' });
  });

  it('ignores broken or unexpected stored values', () => {
    sessionStorage.setItem(FAQ_FEEDBACK_STORAGE_KEY, '{not json');
    expect(readFaqFeedback()).toEqual({});
    sessionStorage.setItem(FAQ_FEEDBACK_STORAGE_KEY, '["helpful"]');
    expect(readFaqFeedback()).toEqual({});
    sessionStorage.setItem(
      FAQ_FEEDBACK_STORAGE_KEY,
      JSON.stringify({ 1: 'helpful', 2: 'maybe', x: 'helpful' }),
    );
    expect(readFaqFeedback()).toEqual({ 1: 'helpful' });
  });
});
