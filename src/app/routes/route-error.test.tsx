// A page whose chunk failed to load (lazyWithRetry) behind the route's error boundary, as the
// layout gives each page; a real dropped connection: tests/e2e/chunk-retry.spec.ts.
import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { lazyWithRetry } from '@/app/routes/lazy-with-retry';
import { RouteErrorBoundary } from '@/app/routes/route-error';

function Broken(): never {
  throw new Error('render failed');
}

function About() {
  return <h1>About</h1>;
}

function renderInBoundary(Page: ComponentType) {
  return renderWithoutBackend(
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

afterEach(() => {
  activateForTests('en');
});

describe('RouteErrorBoundary', () => {
  // A page that failed offline, loaded again on Try again (at most two attempts meanwhile):
  // chunk-retry.spec.ts.
  it('imports a page that loaded only once, however often it is shown', async () => {
    const load = vi.fn(() => Promise.resolve({ default: About }));
    const AboutPage = lazyWithRetry(load);
    const first = renderInBoundary(AboutPage);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    first.unmount();
    renderInBoundary(AboutPage);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says what happened in Hindi, and offers the way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    activateForTests('hi');
    renderInBoundary(Broken);
    expect(screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
