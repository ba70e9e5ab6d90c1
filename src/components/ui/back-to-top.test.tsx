import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
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

describe('BackToTop', () => {
  it('appears only past the threshold and scrolls to the top', async () => {
    const scrollToTop = vi.spyOn(window, 'scrollTo');
    render(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx);
    expect(screen.queryByRole('button', { name: COPY.backToTop })).not.toBeInTheDocument();
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: COPY.backToTop }));
    expect(scrollToTop).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('moves focus to the main landmark, not the body, as it vanishes at the top', async () => {
    render(<PageWithMain />);
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: COPY.backToTop }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: COPY.backToTop })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
