import { describe, expect, it } from 'vitest';
import { isPhoneLike, phoneHref, safeWebsite } from '@/features/resources/ngo-contact';

describe('isPhoneLike', () => {
  it.each([
    ['+91 11 2345 6789', true],
    ['(011) 23-45-67', true],
    ['181818', true],
    ['12345', false],
    ['call 1234567', false],
    ['1234567 ext', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isPhoneLike(value)).toBe(expected);
  });
});

describe('phoneHref', () => {
  it('keeps a leading + and only the digits', () => {
    expect(phoneHref('+91 11 2345-6789')).toBe('tel:+911123456789');
    expect(phoneHref(' (011) 2345 6789 ')).toBe('tel:01123456789');
  });
});

describe('safeWebsite', () => {
  it('links only http and https addresses', () => {
    expect(safeWebsite('https://example.org/help')).toBe('https://example.org/help');
    expect(safeWebsite('http://example.org')).toBe('http://example.org/');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('example.org')).toBeNull();
  });
});
