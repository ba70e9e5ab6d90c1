import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import ResourcesPage from '@/features/resources/resources-page';

describe('ResourcesPage', () => {
  it('calls the first number of each quick helpline', () => {
    render(<ResourcesPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: COPY.resourcesHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1091' })).toHaveAttribute('href', 'tel:1091');
    expect(screen.getByRole('link', { name: 'Call 100' })).toHaveAttribute('href', 'tel:100');
    expect(screen.getByRole('link', { name: 'Call 1098' })).toHaveAttribute('href', 'tel:1098');
  });

  it('keeps the hubs collapsed until opened', async () => {
    render(<ResourcesPage />);
    const legal = screen.getByText('Legal rights').closest('details');
    expect(legal).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Legal rights'));
    expect(legal).toHaveAttribute('open');
    expect(
      screen.getByRole('heading', { name: 'Protection of Women from Domestic Violence Act, 2005' }),
    ).toBeVisible();
  });
});
