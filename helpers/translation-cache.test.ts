import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranslationInput } from './providers/provider';
import { createTranslationCache, translationKey } from './translation-cache';

const input = (content: string, targetLang: TranslationInput['targetLang'] = 'hi') => ({
  title: 'Title',
  content,
  targetLang,
});
const output = (text: string) => ({ translatedTitle: 'T', translatedContent: text });

describe('translation cache', () => {
  it('keys by a hash of the text and the language, never the text', () => {
    const key = translationKey(input('a private story'));
    expect(key).not.toContain('private');
    expect(key).toMatch(/^[\w-]{43}:hi$/);
    expect(translationKey(input('a private story', 'ta'))).not.toBe(key);
    // Title and content cannot be shifted into each other to collide.
    expect(translationKey({ title: 'ab', content: 'c', targetLang: 'hi' })).not.toBe(
      translationKey({ title: 'a', content: 'bc', targetLang: 'hi' }),
    );
  });

  it('never holds more than its entry and size bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.string({ maxLength: 50 })), { maxLength: 60 }),
        (writes) => {
          const cache = createTranslationCache({ maxEntries: 10, maxChars: 200 });
          for (const [content, text] of writes) cache.set(input(content), output(text));
          expect(cache.size).toBeLessThanOrEqual(10);
          const last = writes.at(-1);
          if (last) expect(cache.get(input(last[0]))).toEqual(output(last[1]));
        },
      ),
    );
  });

  it('drops the least recently used entry first', () => {
    const cache = createTranslationCache({ maxEntries: 2 });
    cache.set(input('a'), output('A'));
    cache.set(input('b'), output('B'));
    cache.get(input('a'));
    cache.set(input('c'), output('C'));
    expect(cache.get(input('a'))).toEqual(output('A'));
    expect(cache.get(input('b'))).toBeUndefined();
    expect(cache.get(input('c'))).toEqual(output('C'));
  });

  it('keeps nothing when sized to zero', () => {
    const cache = createTranslationCache({ maxEntries: 0 });
    cache.set(input('a'), output('A'));
    expect(cache.get(input('a'))).toBeUndefined();
  });
});
