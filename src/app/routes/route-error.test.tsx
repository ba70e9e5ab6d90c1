import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { lazyWithRetry } from '@/app/routes/lazy-with-retry';
import { RouteErrorBoundary } from '@/app/routes/route-error';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  vi.restoreAllMocks();
  activateForTests('en');
});

function About() {
  return <h1>About</h1>;
}

describe('RouteErrorBoundary', () => {
  it('loads a page that failed offline again on Try again, without reloading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = (): Promise<{ default: typeof About }> =>
      online ? Promise.resolve({ default: About }) : Promise.reject(new TypeError('offline'));
    const AboutPage = lazyWithRetry(load);
    renderWithoutBackend(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <AboutPage />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page could not load, perhaps because the connection dropped. Nothing you wrote has been sent.',
      ),
    ).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });

  it('says what happened in Hindi, and offers the way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    activateForTests('hi');
    renderWithoutBackend(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
