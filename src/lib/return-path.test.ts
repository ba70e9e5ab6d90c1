import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnPathIn, signInPath } from '@/lib/return-path';

describe('return paths after signing in', () => {
  it('carries the page to come back to in the sign-in address', () => {
    expect(signInPath('/share-story')).toBe('/auth?next=%2Fshare-story');
    expect(returnPathIn(new URLSearchParams('next=%2Fshare-story'))).toBe('/share-story');
    expect(returnPathIn(new URLSearchParams('next=/admin'))).toBe('/admin');
  });

  it('needs no query to come back home', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(returnPathIn(new URLSearchParams(''))).toBe('/');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'https://evil.example/share-story',
    '/\\evil.example',
    'javascript:alert(1)',
    '/share-story?x=1',
    '/share-story#top',
    '/share-story/',
    '/Share-Story',
    '/share-story/../admin',
    'share-story',
    '/auth',
    '/edit-story/abc',
    '',
  ])('follows only our own pages, exactly: %s goes home', (next) => {
    expect(returnPathFrom(next)).toBeNull();
    expect(returnPathIn(new URLSearchParams({ next }))).toBe('/');
  });
});
