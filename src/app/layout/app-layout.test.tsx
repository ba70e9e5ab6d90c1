import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import { AppRoutes } from '@/app/routes';
import { activateForTests } from '@/testing/i18n';

/** The whole app at `route`, for a visitor, on a test server. */
async function renderAt(route: string) {
  const { backend } = await startTestBackend();
  renderWithProviders(<AppRoutes />, { route, backend });
}

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

describe('AppLayout', () => {
  it('puts the Quick exit right after the skip link in Tab order', async () => {
    await renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sahas' }, FIRST_LOAD);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Quick exit' })).toHaveFocus();
  });

  it('speaks Hindi in its skip link and Quick exit', async () => {
    activateForTests('hi');
    try {
      await renderAt('/about');
      await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'तुरंत बाहर निकलें' })).toHaveFocus();
    } finally {
      activateForTests('en');
    }
  });

  it.each([
    ['/', 'Sahas'],
    ['/stories', 'Stories · Sahas'],
    ['/share-story', 'Share your Story · Sahas'],
    ['/faqs', 'FAQs · Sahas'],
    ['/auth', 'Sign In · Sahas'],
    ['/PrivacyPolicy', 'Privacy Policy · Sahas'],
    ['/nowhere', 'Page not found · Sahas'],
  ])('names the tab after the page on %s', async (path, title) => {
    document.title = 'Sahas';
    await renderAt(path);
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('renames the tab on navigation', async () => {
    await renderAt('/about');
    await waitFor(() => expect(document.title).toBe('About · Sahas'), FIRST_LOAD);
    await userEvent.click(screen.getAllByRole('link', { name: 'FAQs' })[0] as HTMLElement);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Frequently Asked Questions' },
      FIRST_LOAD,
    );
    await waitFor(() => expect(document.title).toBe('FAQs · Sahas'));
  });
});
