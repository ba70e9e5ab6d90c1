import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
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

  it('offers the other number of a helpline as a tap-to-call link too', () => {
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: createFakeBackend() });
    expect(screen.getByRole('link', { name: 'Call 181' })).toHaveAttribute('href', 'tel:181');
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  });

  it('links every phone number in the hubs, and leaves years and section numbers as text', async () => {
    const { container } = renderWithProviders(<ResourcesPage />, {
      ...RESOURCES_ROUTE,
      backend: createFakeBackend(),
    });
    for (const hub of ['Safety tips', 'Legal rights', 'Other topics']) {
      await userEvent.click(screen.getByText(hub));
    }
    for (const number of ['112', '15100', '14416']) {
      expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
    }
    expect(unlinkedNumbers(container)).toEqual([]);
    expect(screen.queryByRole('link', { name: '2005' })).not.toBeInTheDocument();
  });

  it('shows the Quick exit shortcut in words where the safety tips explain the Quick exit', async () => {
    renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend: createFakeBackend() });
    await userEvent.click(screen.getByText('Safety tips'));
    const tip = screen.getByText((text) => text.includes(COPY.quickExit));
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent(COPY.quickExitShortcut);
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

/** Numbers of three digits or more outside a tel: link, other than years. */
function unlinkedNumbers(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('a[href^="tel:"]')) continue;
    for (const [number] of (node.textContent ?? '').matchAll(/\b\d{3,}\b/g)) {
      if (!/^(19|20)\d\d$/.test(number)) found.push(number);
    }
  }
  return found;
}
