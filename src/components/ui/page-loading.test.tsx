import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { PageLoading } from '@/components/ui/page-loading';

describe('PageLoading', () => {
  it('tells a screen reader the page is loading', () => {
    renderWithoutBackend(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading page$/);
  });
});
