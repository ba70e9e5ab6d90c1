import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import AuthPage from '@/features/auth/auth-page';
import { AUTH_ROUTE } from '@/features/auth/auth-test-utils';
import { createFakeAuth, type FakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render-with-providers';

async function forgot(auth: FakeAuth, email: string) {
  const user = userEvent.setup();
  renderWithProviders(<AuthPage />, { ...AUTH_ROUTE, auth });
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
}

beforeEach(() => {
  toast.removeAll();
});

describe('forgot password', () => {
  it('asks for the e-mail first when the field is blank', async () => {
    const auth = createFakeAuth(null);
    await forgot(auth, '');
    expect(await screen.findByText(MESSAGES.resetNeedsEmail)).toBeInTheDocument();
    expect(auth.callsTo('sendPasswordReset')).toHaveLength(0);
  });

  it('treats spaces alone as blank', async () => {
    const auth = createFakeAuth(null);
    await forgot(auth, '   ');
    expect(await screen.findByText(MESSAGES.resetNeedsEmail)).toBeInTheDocument();
    expect(auth.callsTo('sendPasswordReset')).toHaveLength(0);
  });

  it('sends the reset e-mail to the typed address', async () => {
    const auth = createFakeAuth(null);
    await forgot(auth, 'meera@example.org');
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeInTheDocument();
    expect(auth.callsTo('sendPasswordReset')).toEqual([
      { method: 'sendPasswordReset', args: ['meera@example.org'] },
    ]);
  });

  it('passes on the reason when sending fails', async () => {
    const auth = createFakeAuth(null, {
      failWith: { reset: new Error('Mail server unreachable') },
    });
    await forgot(auth, 'meera@example.org');
    expect(
      await screen.findByText(message('resetEmailFailed', { message: 'Mail server unreachable' })),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetEmailSent)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('meera@example.org');
  });
});
