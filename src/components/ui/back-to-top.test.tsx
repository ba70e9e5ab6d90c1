import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { BackToTop } from '@/components/ui/back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('BackToTop', () => {
  it('appears only past the threshold and scrolls to the top', async () => {
    render(<BackToTop />);
    scrollTo(LIMITS.backToTopPx);
    expect(screen.queryByRole('button', { name: COPY.backToTop })).not.toBeInTheDocument();
    scrollTo(LIMITS.backToTopPx + 1);
    await userEvent.click(screen.getByRole('button', { name: COPY.backToTop }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
