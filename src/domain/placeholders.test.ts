import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('fills each named placeholder, every time it appears', () => {
    expect(fillPlaceholders('Delete "{title}"? "{title}" goes.', { title: 'Night' })).toBe(
      'Delete "Night"? "Night" goes.',
    );
    expect(fillPlaceholders('Showing {count} stories', { count: 12 })).toBe('Showing 12 stories');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillPlaceholders('{shown} of {total}', { shown: 3 })).toBe('3 of {total}');
  });

  it('puts a value in literally, even one that looks like a placeholder or a $ pattern', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(fillPlaceholders('[{title}]', { title: value })).toBe(`[${value}]`);
      }),
    );
    expect(fillPlaceholders('{a}', { a: '$& {b}', b: 'x' })).toBe('$& {b}');
  });
});
