import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESOURCES_COPY } from '@/domain/copy/resources';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import ResourcesPage from '@/features/resources/resources-page';
import { makeNgo, RESOURCES_ROUTE } from '@/features/resources/resources-test-data';

describe('ResourcesPage', () => {
  it('calls the first number of each quick helpline', () => {
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: createFakeBackend() });
    expect(
      screen.getByRole('heading', { level: 1, name: RESOURCES_COPY.resourcesHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1091' })).toHaveAttribute('href', 'tel:1091');
    expect(screen.getByRole('link', { name: 'Call 100' })).toHaveAttribute('href', 'tel:100');
    expect(screen.getByRole('link', { name: 'Call 1098' })).toHaveAttribute('href', 'tel:1098');
  });

  it('keeps the hubs collapsed until opened', async () => {
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: createFakeBackend() });
    const legal = screen.getByText('Legal rights').closest('details');
    expect(legal).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Legal rights'));
    expect(legal).toHaveAttribute('open');
    expect(
      screen.getByRole('heading', { name: 'Protection of Women from Domestic Violence Act, 2005' }),
    ).toBeVisible();
  });

  it('shows the directory and the request form between the helplines and the hubs', async () => {
    renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend({ ngos: [makeNgo(1)] }),
    });
    expect(await screen.findByRole('article', { name: 'NGO 01' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Quick helplines',
      RESOURCES_COPY.ngoDirectoryHeading,
      RESOURCES_COPY.ngoRequestHeading,
      'Safety, legal and emotional support',
      'Contact us',
    ]);
  });
});
