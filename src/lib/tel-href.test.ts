import { describe, expect, it } from 'vitest';
import { telHref } from '@/lib/tel-href';

describe('telHref', () => {
  it('spells a phone-word number in keypad digits', () => {
    expect(telHref('1800-SAFE-NOW')).toBe('tel:18007233669');
  });

  it('keeps plain numbers and drops separators', () => {
    expect(telHref('1091')).toBe('tel:1091');
    expect(telHref('100 / 112')).toBe('tel:100112');
  });
});
