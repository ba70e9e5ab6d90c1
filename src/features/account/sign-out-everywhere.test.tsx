import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { currentLocation } from '@/testing/render-with-providers';
import {
  HER_EMAIL,
  HOME_STUB,
  renderAccountPage,
  section,
} from '@/features/account/account-test-utils';

function signOutEverywhereButton() {
  return section('Sign out everywhere').getByRole('button', {
    name: 'Sign out everywhere',
  });
}

describe('Sign out everywhere', () => {
  it('ends her sessions on every device and here, clears the tab and lands on Home with a toast', async () => {
    const { backend, ...started } = await renderAccountPage();
    const phone = await started.openBrowser(HER_EMAIL);
    sessionStorage.setItem('sahas.share-draft', 'an unsent story');
    let signedIn = true;
    backend.auth.watch((user) => {
      signedIn = user !== null;
    });

    await userEvent.click(signOutEverywhereButton());
    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.signedOutEverywhere)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    expect(signedIn).toBe(false);
    expect(sessionStorage.length).toBe(0);
    // Her other device is signed out too: the server no longer knows its session.
    await expect(phone.backend.account.summary()).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('keeps her here, signed in, when it does not work', async () => {
    const { network } = await renderAccountPage();
    network.fail('POST', '/api/account/sign-out-everywhere');
    await userEvent.click(signOutEverywhereButton());
    expect(await screen.findByText(MESSAGES.signOutEverywhereFailed)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/account');
    expect(signOutEverywhereButton()).toHaveAttribute('aria-disabled', 'false');
  });
});
