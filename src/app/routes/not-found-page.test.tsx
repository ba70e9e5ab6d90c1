import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import NotFoundPage from '@/app/routes/not-found-page';

afterEach(() => {
  activateForTests('en');
});

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

  it('speaks Hindi', () => {
    activateForTests('hi');
    renderWithoutBackend(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मदद पाएँ' })).toHaveAttribute('href', '/resources');
  });
});
