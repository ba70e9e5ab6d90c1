import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '@/domain/messages';
import { fillPlaceholders } from '@/domain/placeholders';
import { errorText, message } from '@/i18n/message';
import { activateForTests } from '@/testing/i18n';

/** Values for a message's placeholders, each one recognisable in the output. */
function sampleParams(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name): [string, string] => [name, `<${name}>`]));
}

const KEYS = Object.keys(MESSAGES) as MessageKey[];

beforeAll(() => activateForTests('en'));
afterEach(() => activateForTests('en'));

describe('message', () => {
  it.each(KEYS)('shows %s from the English catalogue exactly as the domain words it', (key) => {
    const params = sampleParams(MESSAGES[key]);
    const shown = (message as (key: MessageKey, params?: object) => string)(key, params);
    expect(shown).toBe(fillPlaceholders(MESSAGES[key], params));
  });

  it('shows the Hindi of her language, placeholders filled', () => {
    activateForTests('hi');
    expect(message('signedOut')).not.toBe(MESSAGES.signedOut);
    expect(message('signedOut')).toMatch(/[\u0900-\u097F]/);
    expect(message('mediaQuotaReached', { max: 7 })).toContain('7');
  });
});

describe('errorText', () => {
  it('gives the catalogue text for a known code with its placeholders', () => {
    expect(errorText('mediaQuotaReached', { max: 3 }, 'fallback')).toBe(
      fillPlaceholders(MESSAGES.mediaQuotaReached, { max: 3 }),
    );
  });

  it('falls back for a generic code, an unknown code and a missing placeholder', () => {
    expect(errorText('notFound', undefined, 'server words')).toBe('server words');
    expect(errorText('noSuchCode', undefined, 'server words')).toBe('server words');
    expect(errorText('toString', undefined, 'server words')).toBe('server words');
    expect(errorText(undefined, undefined, 'server words')).toBe('server words');
    expect(errorText('mediaQuotaReached', {}, 'server words')).toBe('server words');
  });

  it('gives the Hindi for a known code when Hindi is active', () => {
    activateForTests('hi');
    const text = errorText('reportDuplicate', undefined, 'server words');
    expect(text).not.toBe('server words');
    expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
