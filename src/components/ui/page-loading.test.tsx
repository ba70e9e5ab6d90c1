import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { PageLoading } from '@/components/ui/page-loading';

afterEach(() => {
  activateForTests('en');
});

describe('PageLoading', () => {
  it.each([
    ['tells a screen reader the page is loading', 'en', /^Loading page$/],
    ['speaks Hindi', 'hi', /^पेज लोड हो रहा है$/],
  ] as const)('%s', (_, locale, text) => {
    activateForTests(locale);
    renderWithoutBackend(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
