import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { PageLoading } from '@/components/ui/page-loading';

afterEach(() => {
  activateForTests('en');
});

describe('PageLoading', () => {
  it('tells a screen reader the page is loading', () => {
    renderWithoutBackend(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading page$/);
  });

  it('speaks Hindi', () => {
    activateForTests('hi');
    renderWithoutBackend(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^पेज लोड हो रहा है$/);
  });
});
