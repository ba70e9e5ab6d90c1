import { describe, expect, it } from 'vitest';
import { isFilled } from './validation-result';

describe('validation-result', () => {
  it('treats whitespace, null and undefined as not filled', () => {
    expect(isFilled(' a ')).toBe(true);
    expect(isFilled(' \n\t ')).toBe(false);
    expect(isFilled('')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });
});
