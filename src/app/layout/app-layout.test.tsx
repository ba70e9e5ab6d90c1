import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
  afterEach(() => activateForTests('en'));

  it.each([
    [
      'puts the Quick exit right after the skip link in Tab order',
      'en',
      'Skip to content',
      'Quick exit',
    ],
    ['speaks Hindi in its skip link and Quick exit', 'hi', 'सीधे मुख्य हिस्से पर जाएँ', 'तुरंत बाहर निकलें'],
  ] as const)('%s', async (_, locale, skipLink, quickExit) => {
    activateForTests(locale);
    await renderAt('/about');
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: skipLink })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: quickExit })).toHaveFocus();
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
