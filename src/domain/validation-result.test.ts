import { describe, expect, it } from 'vitest';
import { invalid, isFilled, VALID } from './validation-result';

describe('validation-result', () => {
  it('builds success and failure results', () => {
    expect(VALID).toEqual({ ok: true });
    expect(invalid('weakPassword')).toEqual({ ok: false, code: 'weakPassword' });
  });

  it('treats whitespace, null and undefined as not filled', () => {
    expect(isFilled(' a ')).toBe(true);
    expect(isFilled(' \n\t ')).toBe(false);
    expect(isFilled('')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });
});
