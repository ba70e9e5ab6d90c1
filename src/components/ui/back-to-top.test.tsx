import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { LIMITS } from '@/domain/limits';
import { BackToTop } from '@/components/ui/back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function PageWithMain() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <main ref={mainRef} tabIndex={-1}>
        Page
      </main>
      <BackToTop focusAfter={mainRef} />
    </>
  );
}

// Its name in every language: tests/e2e/pseudo-locales.spec.ts scrolls each route until it shows
// and finds no untranslated text; npm run i18n:check holds the Hindi catalogue complete.
describe('BackToTop', () => {
  // Appearing past the threshold and scrolling to the top: home.spec.ts.
  it('moves focus to the main landmark, not the body, as it vanishes at the top', async () => {
    renderWithoutBackend(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
