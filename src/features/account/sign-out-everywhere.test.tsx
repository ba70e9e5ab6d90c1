import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import { MESSAGES } from '@/domain/messages';
import { currentLocation } from '@/testing/render-with-providers';
import {
  HOME_STUB,
  accountLoaded,
  renderAccount,
  section,
} from '@/features/account/account-test-utils';

function signOutEverywhereButton() {
  return section(ACCOUNT_COPY.signOutEverywhereHeading).getByRole('button', {
    name: ACCOUNT_COPY.signOutEverywhere,
  });
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('Sign out everywhere', () => {
  it('signs her out here too, clears the tab and lands on Home with a toast', async () => {
    const { backend } = renderAccount();
    await accountLoaded();
    sessionStorage.setItem('sahas.share-draft', 'an unsent story');
    let signedIn = true;
    backend.auth.watch((user) => {
      signedIn = user !== null;
    });

    await userEvent.click(signOutEverywhereButton());
    expect(await screen.findByText(HOME_STUB)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.signedOutEverywhere)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
    expect(backend.callCount('account.signOutEverywhere')).toBe(1);
    expect(signedIn).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps her here, signed in, when it does not work', async () => {
    const { backend } = renderAccount();
    await accountLoaded();
    backend.fail('account.signOutEverywhere', new Error('offline'));
    await userEvent.click(signOutEverywhereButton());
    expect(await screen.findByText(MESSAGES.signOutEverywhereFailed)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/account');
    expect(signOutEverywhereButton()).toHaveAttribute('aria-disabled', 'false');
  });
});
