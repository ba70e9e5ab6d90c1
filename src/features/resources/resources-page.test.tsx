import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import ResourcesPage from '@/features/resources/resources-page';
import { RESOURCES_ROUTE } from '@/features/resources/resources-test-data';

/** The page as a visitor sees it, on a server with an empty directory. */
async function renderPage() {
  const { backend } = await startTestBackend();
  return renderWithProviders(<ResourcesPage />, { ...RESOURCES_ROUTE, backend });
}

describe('ResourcesPage', () => {
  // Every number on the page a tap-to-call link and years left as text, in English:
  // field-fixes.spec.ts. In Hindi the numbers sit where the translation puts them.
  it('links every phone number in the hubs, and leaves years and section numbers as text (hi)', async () => {
    activateForTests('hi');
    onTestFinished(() => activateForTests('en'));
    const { container } = await renderPage();
    for (const hub of container.querySelectorAll('summary')) await userEvent.click(hub);
    for (const number of ['112', '15100', '14416']) {
      expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
    }
    expect(unlinkedNumbers(container)).toEqual([]);
    expect(screen.queryByRole('link', { name: '2005' })).not.toBeInTheDocument();
  });

  it('keeps the hubs collapsed until opened; the safety tips give the Quick exit shortcut in words', async () => {
    await renderPage();
    const legal = screen.getByText('Legal rights').closest('details');
    expect(legal).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Legal rights'));
    expect(legal).toHaveAttribute('open');
    expect(
      screen.getByRole('heading', { name: 'Protection of Women from Domestic Violence Act, 2005' }),
    ).toBeVisible();

    await userEvent.click(screen.getByText('Safety tips'));
    const tip = screen.getByText((text) => text.includes('Quick exit'));
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent(
      'On a computer keyboard, pressing Shift three times quickly does the same.',
    );
  });

  it('shows the directory and the request form between the helplines and the hubs', async () => {
    await renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Quick helplines',
      'NGO directory',
      'Request to join the network',
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
