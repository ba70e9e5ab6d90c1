// @vitest-environment jsdom
// jsdom: happy-dom has no window.alert to spy on.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithoutBackend } from '@/testing/render-with-providers';
import { activateForTests } from '@/testing/i18n';
import { NewsletterBox } from '@/app/layout/newsletter-box';
import { Footer } from '@/app/layout/footer';

afterEach(() => {
  activateForTests('en');
});

describe('NewsletterBox', () => {
  it('only alerts on Subscribe and makes no call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithoutBackend(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('Thank you for subscribing!');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not subscribe without an e-mail', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithoutBackend(<NewsletterBox />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('hides itself on No Thanks, moving focus to the Contact heading beside it, not to the body', async () => {
    renderWithoutBackend(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toHaveFocus();
  });

  it('speaks Hindi, its thank-you alert too', async () => {
    activateForTests('hi');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithoutBackend(<NewsletterBox />);
    expect(screen.getByRole('heading', { name: 'न्यूज़लेटर' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('आपका ई-मेल'), 'reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('सदस्यता लेने के लिए धन्यवाद!');
    expect(screen.getByRole('button', { name: 'नहीं, धन्यवाद' })).toBeInTheDocument();
  });
});
