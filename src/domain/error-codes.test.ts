import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_CODES,
  genericCodeForStatus,
  looksLikeErrorCode,
  readErrorParams,
} from './error-codes';
import { isMessageKey, MESSAGES } from './messages';

describe('error codes', () => {
  it('keeps generic codes apart from catalogue keys, so a code names one thing', () => {
    for (const code of GENERIC_ERROR_CODES) expect(isMessageKey(code), code).toBe(false);
  });

  it('names statuses without a more specific code', () => {
    expect(genericCodeForStatus(401)).toBe('signInRequired');
    expect(genericCodeForStatus(404)).toBe('notFound');
    expect(genericCodeForStatus(413)).toBe('tooLarge');
    expect(genericCodeForStatus(418)).toBe('invalidRequest');
  });

  it('keeps only string and number placeholder values from a body', () => {
    expect(readErrorParams({ max: 5, name: 'a', bad: {}, no: null })).toEqual({
      max: 5,
      name: 'a',
    });
    expect(readErrorParams([1])).toBeUndefined();
    expect(readErrorParams('x')).toBeUndefined();
  });
});

describe('looksLikeErrorCode', () => {
  it('refuses other shapes than a catalogue key or generic code', () => {
    expect(looksLikeErrorCode('INVALID_EMAIL_OR_PASSWORD')).toBe(false);
    expect(looksLikeErrorCode('')).toBe(false);
    expect(looksLikeErrorCode('a'.repeat(65))).toBe(false);
    expect(looksLikeErrorCode('not-found')).toBe(false);
    expect(looksLikeErrorCode(42)).toBe(false);
  });

  it.each([...Object.keys(MESSAGES), ...GENERIC_ERROR_CODES])('takes %s', (code) => {
    expect(looksLikeErrorCode(code)).toBe(true);
  });
});
