import { describe, expect, it } from 'vitest';
import { COPY } from './copy';
import { MODERATION_COPY } from './copy/moderation';

/** Every screen-text catalogue: the shared one and each route's own. */
const CATALOGUES = {
  COPY,
  MODERATION_COPY,
} as const;

describe('screen copy', () => {
  it('gives every screen-text key one home, so a route never shows a stale duplicate', () => {
    const homes = new Map<string, string[]>();
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue)) homes.set(key, [...(homes.get(key) ?? []), name]);
    }
    const duplicated = [...homes].filter(([, names]) => names.length > 1);
    expect(duplicated).toEqual([]);
  });

  it('holds only non-empty text in every catalogue', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
  });
});
