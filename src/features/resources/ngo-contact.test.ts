import { describe, expect, it } from 'vitest';
import { safeWebsite } from '@/features/resources/ngo-contact';

describe('safeWebsite', () => {
  it('links only http and https addresses', () => {
    expect(safeWebsite('https://example.org/help')).toBe('https://example.org/help');
    expect(safeWebsite('http://example.org')).toBe('http://example.org/');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('example.org')).toBeNull();
  });
});
