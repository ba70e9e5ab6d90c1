import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { seedUser } from '@/testing/seed';
import { startTestBackend, TEST_PASSWORD } from '@/testing/test-backend';

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };
const HER_EMAIL = 'her@example.org';
/** Another person's account, signed in to in the same tab after her. */
const EMAIL = 'again@example.org';

/** The app at `path`, signed in as her. */
async function renderAt(path: string) {
  const started = await startTestBackend({ signedIn: HER_EMAIL });
  await seedUser(started.server, EMAIL);
  renderWithProviders(<AppRoutes />, { route: path, backend: started.backend });
  // As in a browser, she acts once the page knows she is signed in.
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }, FIRST_LOAD));
  await nav.findByRole('button', { name: 'Sign Out' });
  return started;
}

async function typeDraft() {
  const title = await screen.findByRole('textbox', { name: 'Title' }, FIRST_LOAD);
  await userEvent.type(title, 'Not sent yet');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Your Story' }),
    'Something only I should read.',
  );
  expect(title).toHaveValue('Not sent yet');
}

async function expectEmptyForm() {
  expect(await screen.findByRole('textbox', { name: 'Title' }, FIRST_LOAD)).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Your Story' })).toHaveValue('');
  expect(screen.queryByDisplayValue(/Something only I should read/)).not.toBeInTheDocument();
}

beforeAll(async () => {
  // The two pages' code, loaded once here, so the first test's time is its own.
  await Promise.all([
    import('@/features/share-story/share-story-page'),
    import('@/features/resources/resources-page'),
  ]);
}, 60_000);

describe('when a session ends', () => {
  // Sign Out leaving no unsent story, nor after signing in again, is sign-out-clears.spec.ts'
  // journey.
  // One that ends by itself keeps her draft for her: dead-ends.spec.ts, 'her session ended
  // elsewhere before her stories were asked for: her draft stays'. Signing in keeping what a
  // visitor typed: dead-ends.spec.ts, 'a visitor asked to sign in to share'.
  it('after a session that ends by itself, another person signing in finds nothing of hers', async () => {
    const { auth } = await renderAt('/share-story');
    await typeDraft();
    await act(() => auth.signOut());
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await act(() => auth.signIn(EMAIL, TEST_PASSWORD));
    expect(await nav.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await expectEmptyForm();
    expect(sessionStorage.length).toBe(0);
  });

  it('Sign Out leaves no NGO request she was filling in', async () => {
    await renderAt('/resources');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask us to list an NGO' }, FIRST_LOAD),
    );
    // The form's code comes with that first press.
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Organisation name' }),
      'Safe Harbour Trust',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Sign Out' }));
    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Safe Harbour Trust')).not.toBeInTheDocument();
    // Sign Out is gone, so focus moves to the rebuilt page rather than dropping to the body.
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
