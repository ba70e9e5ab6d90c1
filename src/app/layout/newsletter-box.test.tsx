import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
import { MemoryRouter } from 'react-router-dom';
import { NewsletterBox } from '@/app/layout/newsletter-box';
import { Footer } from '@/app/layout/footer';

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

  it('moves focus to the Contact heading beside it on No Thanks, not to the body', async () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: COPY.noThanks }));
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toHaveFocus();
  });
});
