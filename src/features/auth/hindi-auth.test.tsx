import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_CONFIGURED, renderAuthPage } from '@/features/auth/auth-test-utils';
import { toast } from '@/lib/toast';
import { activateForTests } from '@/testing/i18n';

/** /auth on a deployment that offers Google, as the tabs need. */
function renderAuth(route = '/auth', signedIn?: string) {
  return renderAuthPage(route, { google: GOOGLE_CONFIGURED, signedIn });
}

beforeEach(() => {
  toast.removeAll();
  activateForTests('hi');
});

afterEach(() => {
  activateForTests('en');
});

describe('the auth page in Hindi', () => {
  it('shows sign in, its tabs, fields and privacy note in Hindi', async () => {
    await renderAuth();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('साइन इन करें');
    const toggle = screen.getByRole('group', { name: 'साइन इन करें या नया खाता बनाएँ' });
    expect(within(toggle).getByRole('button', { name: 'साइन अप करें' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'आप कैसे आगे बढ़ना चाहेंगी?' });
    expect(within(tabs).getByRole('tab', { name: 'ई-मेल' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ई-मेल पता' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गईं?' })).toBeInTheDocument();
    expect(screen.getByText(/आपका खाता निजी रहता है/)).toBeInTheDocument();
  });

  it('shows the sign-up password checklist in Hindi, ticking rules as she types', async () => {
    const user = userEvent.setup();
    await renderAuth();
    await user.click(await screen.findByRole('button', { name: 'साइन अप करें' }));
    expect(screen.getByText('आपके पासवर्ड में ये होने चाहिए:')).toBeInTheDocument();
    const length = screen.getByText('कम से कम 8 अक्षर').closest('li');
    expect(length).toHaveTextContent('○कम से कम 8 अक्षर (अभी नहीं)');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Brave#Heart9');
    expect(length).toHaveTextContent('✓कम से कम 8 अक्षर (पूरा)');
    expect(screen.getByText('आपका पासवर्ड हर नियम पूरा करता है।')).toBeInTheDocument();
  });

  it('shows the new-password form of a reset link in Hindi', async () => {
    await renderAuth('/auth?token=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('नया पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया पासवर्ड सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन पर वापस जाएँ' })).toBeInTheDocument();
  });

  it('shows the verified next steps in Hindi', async () => {
    await renderAuth('/auth?verified=1', 'meera@example.org');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ई-मेल पते की पुष्टि हो गई' }),
    ).toBeInTheDocument();
    const next = screen.getByRole('navigation', { name: 'अब आप कहाँ जाना चाहेंगी?' });
    expect(within(next).getByRole('link', { name: 'अपनी कहानी साझा करें' })).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'कहानियाँ पढ़ें' })).toBeInTheDocument();
  });
});
