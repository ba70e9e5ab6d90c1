import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, renewFailedPages } from '@/app/routes/lazy-with-retry';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    renewFailedPages();
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function PageShell({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </Boundary>
  );
}

function Stories() {
  return <h1>Stories</h1>;
}

describe('lazyWithRetry', () => {
  it('imports the page again on the next visit after an import that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ default: Stories })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const StoriesPage = lazyWithRetry(load);

    // First visit: offline, the boundary shows its message.
    const first = render(
      <PageShell>
        <StoriesPage />
      </PageShell>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    first.unmount();
    // One import, or two (React renders once more before giving up); never a loop while offline.
    const failedAttempts = load.mock.calls.length;
    expect(failedAttempts).toBeLessThanOrEqual(2);

    // Back online, a later visit (a fresh boundary, as the layout gives each page) loads it.
    online = true;
    render(
      <PageShell>
        <StoriesPage />
      </PageShell>,
    );
    expect(await screen.findByRole('heading', { name: 'Stories' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedAttempts + 1);
  });

  it('imports a page that loaded only once, however often it is shown', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Stories }));
    const StoriesPage = lazyWithRetry(load);
    const first = render(
      <PageShell>
        <StoriesPage />
      </PageShell>,
    );
    expect(await screen.findByRole('heading', { name: 'Stories' })).toBeInTheDocument();
    first.unmount();
    render(
      <PageShell>
        <StoriesPage />
      </PageShell>,
    );
    expect(await screen.findByRole('heading', { name: 'Stories' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
