import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import NotFoundPage from '@/app/routes/not-found-page';

// In every language: tests/e2e/pseudo-locales.spec.ts walks /no-such-page.
describe('NotFoundPage', () => {
  it('says the page is not here and offers Home and support', () => {
    renderWithoutBackend(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page you were looking for is not here. It may have moved, or the link may be mistyped.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Find support' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });
});
