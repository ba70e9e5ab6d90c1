import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
import { NewsletterBox } from '@/app/layout/newsletter-box';

describe('NewsletterBox', () => {
  it('only alerts on Subscribe and makes no call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: COPY.subscribe }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not subscribe without an e-mail', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<NewsletterBox />);
    await userEvent.click(screen.getByRole('button', { name: COPY.subscribe }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('hides itself on No Thanks', async () => {
    render(<NewsletterBox />);
    await userEvent.click(screen.getByRole('button', { name: COPY.noThanks }));
    expect(screen.queryByRole('button', { name: COPY.subscribe })).not.toBeInTheDocument();
  });
});
