import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
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

afterEach(() => {
  activateForTests('en');
});

describe('BackToTop', () => {
  it('appears only past the threshold and scrolls to the top', async () => {
    const scrollToTop = vi.spyOn(window, 'scrollTo');
    renderWithoutBackend(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollToTop).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('moves focus to the main landmark, not the body, as it vanishes at the top', async () => {
    renderWithoutBackend(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('speaks Hindi', () => {
    activateForTests('hi');
    renderWithoutBackend(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx + 1);
    expect(screen.getByRole('button', { name: 'ऊपर जाएँ' })).toBeInTheDocument();
  });
});
