import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage } from '@/features/auth/auth-test-utils';
import { currentLocation } from '@/testing/render-with-providers';
import { seedUser } from '@/testing/seed';
import { TEST_PASSWORD } from '@/testing/test-backend';

const EMAIL = 'meera@example.org';
const PASSWORD = TEST_PASSWORD;

/** /auth at `route` for a visitor whose account exists, or for her signed in already. */
async function renderAt(route: string, { signedIn = false, account = true } = {}) {
  const test = await renderAuthPage(route, signedIn ? { signedIn: EMAIL } : {});
  if (account && !signedIn) await seedUser(test.server, EMAIL);
  return test;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  const form = screen.getByRole('form', { name: 'Sign In' });
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

describe('signing in from a page that asked for it', () => {
  // Told calmly, with no alert, and back on Share Story once signed in: dead-ends.spec.ts'
  // journey of a visitor asked to sign in to share.
  it('keeps the way back through a sign-up on the way', async () => {
    const user = userEvent.setup();
    await renderAt('/auth?next=/share-story', { account: false });
    const toggle = screen.getByRole('group', { name: 'Sign in or create an account' });
    await user.click(within(toggle).getByRole('button', { name: 'Sign Up' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    const form = screen.getByRole('form', { name: 'Sign Up' });
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('form', { name: 'Sign In' });

    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(
      within(screen.getByRole('form', { name: 'Sign In' })).getByRole('button', {
        name: 'Sign In',
      }),
    );
    expect(await screen.findByText('Share Story screen')).toBeInTheDocument();
  });

  it('sends an already signed-in user straight on to the page named', async () => {
    await renderAt('/auth?next=/stories', { signedIn: true });
    expect(await screen.findByText('Stories screen')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example', '/share-story?then=//evil.example'])(
    'never follows %s, only the app’s own pages: she goes home',
    async (next) => {
      await renderAt(`/auth?${new URLSearchParams({ next }).toString()}`);
      expect(screen.queryByText(MESSAGES.shareSignInRequired)).toBeNull();
      await signIn();
      expect(await screen.findByText('Home screen')).toBeInTheDocument();
      expect(currentLocation()).toMatchObject({ pathname: '/', search: '' });
    },
  );
});

describe('the verification link', () => {
  it('opened while signed in, confirms it and offers Share Story and Stories', async () => {
    await renderAt('/auth?verified=1', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address verified' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your email address is verified, and you are signed in.',
    );
    const next = screen.getByRole('navigation', { name: 'Where would you like to go next?' });
    expect(within(next).getByRole('link', { name: 'Share your story' })).toHaveAttribute(
      'href',
      '/share-story',
    );
    expect(within(next).getByRole('link', { name: 'Read stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.queryByRole('form')).toBeNull();
    // The address is cleaned, and the confirmation stays for this visit.
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '' });
    expect(
      screen.getByText('Thank you. Your email address is verified, and you are signed in.'),
    ).toBeInTheDocument();
  });

  it('opened while signed in on her way somewhere, goes on there and says it is verified', async () => {
    await renderAt('/auth?verified=1&next=/share-story', { signedIn: true });
    expect(await screen.findByText('Share Story screen')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.emailVerifiedSignedIn)).toBeInTheDocument();
    expect(currentLocation()).toMatchObject({ pathname: '/share-story' });
  });

  it('opened signed out, then signing in there, goes on as any sign-in does', async () => {
    await renderAt('/auth?verified=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is verified. You can sign in now.',
    );
    await signIn();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(
      screen.queryByText('Thank you. Your email address is verified, and you are signed in.'),
    ).toBeNull();
  });
});
