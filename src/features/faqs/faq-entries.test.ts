import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '@/domain/brand';
import { LIMITS } from '@/domain/limits';
import { faqEntriesIn } from '@/features/faqs/faq-entries';
import { i18n } from '@/i18n/i18n';
import { activateForTests } from '@/testing/i18n';

const BOTH = { translate: true, grammar: true };
const NONE = { translate: false, grammar: false };
const entries = () => faqEntriesIn(i18n, BOTH);
const allText = () =>
  entries()
    .map((entry) => `${entry.question} ${entry.answer}`)
    .join('\n');
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('FAQ_ENTRIES', () => {
  afterEach(() => activateForTests('en'));

  it('states the real upload limits, not the outdated 10 MB / JPEG-PNG-MP3-WAV claim', () => {
    expect(allText()).toContain(`up to ${LIMITS.maxFilesPerStory} files`);
    expect(allText()).toContain(`${LIMITS.maxFileMbCreate} MB`);
    expect(allText()).toMatch(/images, videos or audio/);
    expect(allText()).not.toMatch(/10 ?MB/i);
    expect(allText()).not.toMatch(/JPEG|PNG|MP3|WAV/);
  });

  it.each([
    ['keeps every number, helpline and address of the English in Hindi', BOTH],
    ['has the answers for a deployment without helpers in Hindi too', NONE],
  ])('%s', (_, offered) => {
    const english = faqEntriesIn(i18n, offered);
    activateForTests('hi');
    const hindi = faqEntriesIn(i18n, offered);
    expect(hindi.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
    for (const [index, entry] of hindi.entries()) {
      const source = english[index];
      expect(entry.question).not.toBe(source?.question);
      expect(entry.answer).not.toBe(source?.answer);
      expect(entry.answer).toMatch(/[\u0900-\u097F]/);
      expect(numbersIn(entry.answer)).toEqual(numbersIn(source?.answer ?? ''));
      expect(entry.category).toBe(source?.category);
    }
    expect(hindi.map((entry) => entry.answer).join('\n')).toContain(CONTACT.privacyEmail);
  });

  it('answers about translation and grammar by what the deployment offers', () => {
    const answer = (offered: typeof BOTH, id: number) =>
      faqEntriesIn(i18n, offered).find((entry) => entry.id === id)?.answer;
    expect(answer(BOTH, 11)).toContain('8+ Indian languages');
    expect(answer(NONE, 11)).toContain('automatic translation of stories is not available here');
    expect(answer(NONE, 11)).not.toMatch(/grammar/i);
    expect(answer(BOTH, 12)).toMatch(/grammar correction uses an AI model/i);
    expect(answer(NONE, 12)).toContain('there is no Fix Grammar button');
    expect(answer({ translate: false, grammar: true }, 12)).toBe(answer(BOTH, 12));
    // Every other answer is the same whatever is offered.
    const others = (offered: typeof BOTH) =>
      faqEntriesIn(i18n, offered).filter((entry) => entry.id !== 11 && entry.id !== 12);
    expect(others(NONE)).toEqual(others(BOTH));
  });
});
