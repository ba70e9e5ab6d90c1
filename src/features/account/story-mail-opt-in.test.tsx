import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { BackendPort } from '@/backend/port';
import {
  accountLoaded,
  renderAccount,
  renderAccountPage,
  section,
  startAccountBackend,
} from '@/features/account/account-test-utils';

const HEADING = 'Mail about your stories';
const OPTION = 'Mail me when something happens to my stories';
function option() {
  return section(HEADING).getByRole('checkbox', { name: OPTION });
}

describe('Mail about your stories, on the Account page', () => {
  // Kept on the server, hers alone: the port contract ('keeps her choice of mail about her
  // stories'); off at first, the warning tied to it, ticked by keyboard and acted on:
  // story-mail-opt-in.spec.ts.
  it('is off until she ticks it, warns her beside it, and keeps her choice', async () => {
    await renderAccountPage();
    await screen.findByRole('region', { name: HEADING });
    await expect.poll(() => option().hasAttribute('disabled')).toBe(false);
    // Keyboard: focus it and press Space.
    option().focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText(MESSAGES.storyMailTurnedOn)).toBeInTheDocument();
    expect(option()).toBeChecked();
    expect(option()).toHaveFocus();

    await userEvent.click(option());
    expect(await screen.findByText(MESSAGES.storyMailTurnedOff)).toBeInTheDocument();
    expect(option()).not.toBeChecked();
  });

  it('goes back to what it was, and says so, when her choice cannot be saved', async () => {
    const { network } = await renderAccountPage();
    await expect.poll(() => option().hasAttribute('disabled')).toBe(false);
    network.fail('PUT', '/api/account/story-mail');
    await userEvent.click(option());
    expect(await screen.findByText(MESSAGES.storyMailSaveFailed)).toBeInTheDocument();
    await waitFor(() => expect(option()).not.toBeChecked());
  });

  it('offers nothing where the deployment sends no such mail (Firebase)', async () => {
    const { backend } = await startAccountBackend();
    // The real server's port, but for the one answer the Firebase adapter gives
    // (firebase-story-mail.ts): this deployment sends no such mail.
    const account = backend.account;
    const withoutMail: BackendPort = {
      ...backend,
      account: {
        ...account,
        storyMailSetting: () => Promise.resolve({ offered: false, optedIn: false }),
      },
    };
    renderAccount(withoutMail);
    await accountLoaded();
    // The section after it is there: by then the choice has been asked for.
    await screen.findByRole('region', { name: 'Sign out everywhere' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
  });
});
