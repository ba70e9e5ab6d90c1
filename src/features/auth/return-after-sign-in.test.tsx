import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { renderAuthPage, submitForm } from '@/features/auth/auth-test-utils';
import { currentLocation } from '@/testing/render-with-providers';
import { seedUser } from '@/testing/seed';

const EMAIL = 'meera@example.org';

/** /auth at `route` for a visitor whose account exists, or for her signed in already. */
async function renderAt(route: string, { signedIn = false, account = true } = {}) {
  const test = await renderAuthPage(route, signedIn ? { signedIn: EMAIL } : {});
  if (account && !signedIn) await seedUser(test.server, EMAIL);
  return test;
}

describe('signing in from a page that asked for it', () => {
  // Told calmly, with no alert, and back on Share Story once signed in: dead-ends.spec.ts'
  // journey of a visitor asked to sign in to share; through a sign-up on the way,
  // verify-keeps-session.spec.ts' 'signed up from the page that asked her to'.
  it('sends an already signed-in user straight on to the page named', async () => {
    await renderAt('/auth?next=/stories', { signedIn: true });
    expect(await screen.findByText('Stories screen')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example', '/share-story?then=//evil.example'])(
    'never follows %s, only the app’s own pages: she goes home',
    async (next) => {
      await renderAt(`/auth?${new URLSearchParams({ next }).toString()}`);
      expect(screen.queryByText(MESSAGES.shareSignInRequired)).toBeNull();
      await submitForm('Sign In', EMAIL);
      expect(await screen.findByText('Home screen')).toBeInTheDocument();
      expect(currentLocation()).toMatchObject({ pathname: '/', search: '' });
    },
  );
});

describe('the verification link', () => {
  // Its heading, its words and Share your story, followed: verify-keeps-session.spec.ts' first
  // journey.
  it('opened while signed in, confirms it and offers Share Story and Stories', async () => {
    await renderAt('/auth?verified=1', { signedIn: true });
    const next = await screen.findByRole('navigation', {
      name: 'Where would you like to go next?',
    });
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

  // Opened while signed in on her way somewhere, it goes on there and says so; opened signed out,
  // it says she can sign in now and she signs in as ever: verify-keeps-session.spec.ts' second
  // journey and auth.spec.ts' first.
});
