import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quickExit } from '@/app/layout/quick-exit';
import { documentTitle, useDocumentTitle } from '@/app/routes/use-document-title';

describe('useDocumentTitle', () => {
  it('names the tab after the page, and Home after the brand alone', () => {
    expect(documentTitle('Stories')).toBe('Stories · Sahas');
    expect(documentTitle(null)).toBe('Sahas');
    const initialProps: { name: string | null } = { name: 'FAQs' };
    const { rerender } = renderHook(({ name }) => useDocumentTitle(name), { initialProps });
    expect(document.title).toBe('FAQs · Sahas');
    rerender({ name: null });
    expect(document.title).toBe('Sahas');
  });

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
