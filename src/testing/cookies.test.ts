// The cookies one test leaves are gone for the next (src/testing/setup-tests.ts), even one a page
// deleted the way browsers let it (Max-Age=0), which happy-dom keeps until the clock moves on.
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('cookies from one test to the next', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('a page sets a sign-out cookie and deletes it with Max-Age=0, the clock standing still', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    document.cookie = `sahas.sign-out=${'k'.repeat(32)}; Path=/`;
    document.cookie = 'nf_lang=hi; Path=/';
    document.cookie = 'sahas.sign-out=; Path=/; Max-Age=0';
    expect(document.cookie).toContain('sahas.sign-out=');
  });

  it('the next test sees no cookie at all', () => {
    expect(document.cookie).toBe('');
  });
});
