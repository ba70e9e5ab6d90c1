import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import { renderAuthPage } from '@/features/auth/auth-test-utils';

async function forgot(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
}

describe('forgot password', () => {
  // A blank field: auth.spec.ts' reset journey.
  it('asks for the e-mail first when it holds spaces alone', async () => {
    const { network } = await renderAuthPage();
    await forgot('   ');
    expect(await screen.findByText(MESSAGES.resetNeedsEmail)).toBeInTheDocument();
    expect(network.requestsTo('POST', '/api/auth/request-password-reset')).toEqual([]);
  });

  // The mail sent to the typed address, its link followed: auth.spec.ts' reset journey.
  it('passes on the reason when sending fails, keeping the address', async () => {
    const { network } = await renderAuthPage();
    network.fail('POST', '/api/auth/request-password-reset');
    await forgot('meera@example.org');
    expect(
      await screen.findByText(
        message('resetEmailFailed', { message: message('serverUnreachable') }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetEmailSent)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('meera@example.org');
  });
});
