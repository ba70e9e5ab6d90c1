// Saving a vote and reading it back after the page is rebuilt: faqs-page.test.tsx, 'takes
// feedback once per question, only logs it, and remembers it for the session'.
import { describe, expect, it } from 'vitest';
import { FAQ_FEEDBACK_STORAGE_KEY, readFaqFeedback } from '@/features/faqs/faq-feedback';

describe('FAQ feedback storage', () => {
  it('ignores broken or unexpected stored values', () => {
    expect(readFaqFeedback()).toEqual({});
    sessionStorage.setItem(FAQ_FEEDBACK_STORAGE_KEY, '{not json');
    expect(readFaqFeedback()).toEqual({});
    sessionStorage.setItem(FAQ_FEEDBACK_STORAGE_KEY, '["helpful"]');
    expect(readFaqFeedback()).toEqual({});
    const stored = { 1: 'helpful', 2: 'maybe', x: 'helpful' };
    sessionStorage.setItem(FAQ_FEEDBACK_STORAGE_KEY, JSON.stringify(stored));
    expect(readFaqFeedback()).toEqual({ 1: 'helpful' });
  });
});
