import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESOURCES_COPY } from '@/domain/copy/resources';
import { createFakeBackend } from '@/testing/fake-backend';
import { makeNgo, renderResources } from '@/features/resources/resources-test-harness';

describe('ResourcesPage', () => {
  it('calls the first number of each quick helpline', () => {
    renderResources(createFakeBackend());
    expect(
      screen.getByRole('heading', { level: 1, name: RESOURCES_COPY.resourcesHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1091' })).toHaveAttribute('href', 'tel:1091');
    expect(screen.getByRole('link', { name: 'Call 100' })).toHaveAttribute('href', 'tel:100');
    expect(screen.getByRole('link', { name: 'Call 1098' })).toHaveAttribute('href', 'tel:1098');
  });

  it('keeps the hubs collapsed until opened', async () => {
    renderResources(createFakeBackend());
    const legal = screen.getByText('Legal rights').closest('details');
    expect(legal).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Legal rights'));
    expect(legal).toHaveAttribute('open');
    expect(
      screen.getByRole('heading', { name: 'Protection of Women from Domestic Violence Act, 2005' }),
    ).toBeVisible();
  });

  it('shows the directory and the request form between the helplines and the hubs', async () => {
    renderResources(createFakeBackend({ ngos: [makeNgo(1)] }));
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
