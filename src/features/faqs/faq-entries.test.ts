import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { FAQ_CATEGORIES } from '@/domain/vocabularies';
import { FAQ_ENTRIES } from '@/features/faqs/faq-entries';

const allText = FAQ_ENTRIES.map((entry) => `${entry.question} ${entry.answer}`).join('\n');

describe('FAQ_ENTRIES', () => {
  it('numbers its entries 1, 2, 3… in order', () => {
    expect(FAQ_ENTRIES.map((entry) => entry.id)).toEqual(FAQ_ENTRIES.map((_, index) => index + 1));
  });

  it('has three entries in each of the four categories', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_ENTRIES.filter((entry) => entry.category === category)).toHaveLength(3);
    }
  });

  it('has fixed, non-negative feedback counts and non-empty text', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(Number.isInteger(entry.helpful) && entry.helpful >= 0).toBe(true);
      expect(Number.isInteger(entry.notHelpful) && entry.notHelpful >= 0).toBe(true);
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  it('promises what the product does: many Indian languages, AI grammar help, free of charge', () => {
    expect(allText).toContain('8+ Indian languages');
    expect(allText).toMatch(/grammar correction uses an AI model/i);
    expect(allText).toMatch(/Sahas is free/);
  });

  it('tells her on a shared phone about the Quick exit and its Shift shortcut', () => {
    const sharedPhone = FAQ_ENTRIES.find((entry) => /shared phone/i.test(entry.question));
    expect(sharedPhone?.answer).toContain(COPY.quickExit);
    expect(sharedPhone?.answer).toContain(COPY.quickExitShortcut);
  });

  it('states the real upload limits, not the outdated 10 MB / JPEG-PNG-MP3-WAV claim', () => {
    expect(allText).toContain(`up to ${LIMITS.maxFilesPerStory} files`);
    expect(allText).toContain(`${LIMITS.maxFileMbCreate} MB`);
    expect(allText).toMatch(/images, videos or audio/);
    expect(allText).not.toMatch(/10 ?MB/i);
    expect(allText).not.toMatch(/JPEG|PNG|MP3|WAV/);
  });
});
