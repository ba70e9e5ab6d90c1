// @vitest-environment jsdom
// jsdom: happy-dom has no window.alert to spy on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { NewsletterBox } from '@/app/layout/newsletter-box';
import { Footer } from '@/app/layout/footer';

// The form's checks load as she first reaches the box; fetched once here, they take the stand-in's
// place at her first touch, before she types (what she types meanwhile is the browser test's:
// tests/e2e/newsletter-deferred.spec.ts).
beforeAll(() => import('@/app/layout/newsletter-form'));

describe('NewsletterBox', () => {
  it('does not subscribe without an e-mail', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithoutBackend(<NewsletterBox />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alert).not.toHaveBeenCalled();
  });

  // An address sent before its checks arrived is refused once they have: newsletter-deferred.spec.ts.
  it('says in words why an address is refused, on the field, and focuses it; put right, only alerts her thanks, making no call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithoutBackend(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'reader@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The form's checks took the stand-in's place as she reached it: the field is theirs now. Its
    // refusal in words, on it, and the focus there: newsletter-refusal.spec.ts.
    const field = screen.getByLabelText('Your e-mail');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(alert).not.toHaveBeenCalled();
    // Put right, the refusal goes and she is thanked.
    await userEvent.type(field, '.org');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledExactlyOnceWith('Thank you for subscribing!'),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hides itself on No Thanks, moving focus to the Contact heading beside it, not to the body', async () => {
    renderWithoutBackend(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toHaveFocus();
  });
});
