import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '@/app/routes/lazy-with-retry';
import { RouteErrorBoundary } from '@/app/routes/route-error';

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
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <AboutPage />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });
});
