import { describe, expect, it } from 'vitest';
import {
  errorText,
  GENERIC_ERROR_CODES,
  genericCodeForStatus,
  isErrorCode,
  isMessageKey,
  readErrorParams,
} from './error-codes';
import { message, MESSAGES } from './messages';

describe('error codes', () => {
  it('keeps generic codes apart from catalogue keys, so a code names one thing', () => {
    for (const code of GENERIC_ERROR_CODES) expect(isMessageKey(code), code).toBe(false);
  });

  it('accepts catalogue keys and generic codes only', () => {
    expect(isErrorCode('storyDraftIncomplete')).toBe(true);
    expect(isErrorCode('notFound')).toBe(true);
    expect(isErrorCode('INVALID_EMAIL_OR_PASSWORD')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('names statuses without a more specific code', () => {
    expect(genericCodeForStatus(401)).toBe('signInRequired');
    expect(genericCodeForStatus(404)).toBe('notFound');
    expect(genericCodeForStatus(413)).toBe('tooLarge');
    expect(genericCodeForStatus(418)).toBe('invalidRequest');
  });

  it('words a code from the catalogue, filling its placeholders', () => {
    expect(errorText('storyDraftIncomplete', undefined, 'server')).toBe(
      MESSAGES.storyDraftIncomplete,
    );
    expect(errorText('mediaQuotaReached', { max: 50 }, 'server')).toBe(
      message('mediaQuotaReached', { max: 50 }),
    );
  });

  it('falls back to the given text for generic codes and for missing placeholder values', () => {
    expect(errorText('notFound', undefined, 'File not found.')).toBe('File not found.');
    expect(errorText('mediaQuotaReached', undefined, 'server words')).toBe('server words');
    expect(errorText(undefined, undefined, 'plain')).toBe('plain');
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
