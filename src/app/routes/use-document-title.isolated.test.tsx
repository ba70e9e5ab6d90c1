import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quickExit } from '@/app/layout/quick-exit';
import { useDocumentTitle } from '@/app/routes/use-document-title';

// Each page's tab name, Home's the brand alone, and renaming on navigation: app-layout.test.tsx.
describe('useDocumentTitle', () => {
  it('never undoes the blank title of a quick exit, even if a page changes after it', () => {
    const { rerender } = renderHook(({ name }) => useDocumentTitle(name), {
      initialProps: { name: 'Stories' },
    });
    quickExit({
      signOut: () => Promise.resolve(),
      url: 'https://neutral.example/',
      leave: vi.fn(),
    });
    rerender({ name: 'Share your Story' });
    expect(document.title).toBe('New Tab');
  });
});
