import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/routes';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

// The first render imports the page's chunk, which can take a while on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };
const EMAIL = 'again@example.org';
const PASSWORD = 'Str0ng!pass';

function renderShareStory(user: typeof SIGNED_IN_USER | null = SIGNED_IN_USER) {
  return renderAt('/share-story', user);
}

function renderAt(path: string, user: typeof SIGNED_IN_USER | null) {
  const fake = createFakeBackend({
    user,
    authOptions: { accounts: { [EMAIL]: { password: PASSWORD } } },
  });
  renderWithProviders(<AppRoutes />, { route: path, backend: fake });
  return fake;
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

beforeEach(() => {
  sessionStorage.clear();
});

describe('when a session ends', () => {
  it('Sign Out leaves no unsent story on screen, nor after signing in again', async () => {
    const fake = renderShareStory();
    await typeDraft();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Sign Out' }));
    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await expectEmptyForm();
    expect(sessionStorage.length).toBe(0);
    // Sign Out is gone, so focus moves to the rebuilt page rather than dropping to the body.
    expect(screen.getByRole('main')).toHaveFocus();

    await act(() => fake.auth.signIn(EMAIL, PASSWORD));
    expect(await nav.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await expectEmptyForm();
  });

  it('a session that ends by itself clears the page the same way', async () => {
    const fake = renderShareStory();
    await typeDraft();
    await act(() => fake.auth.signOut());
    await expectEmptyForm();
    expect(sessionStorage.length).toBe(0);
  });

  it('signing in keeps what a visitor typed before', async () => {
    const fake = renderShareStory(null);
    await typeDraft();
    await act(() => fake.auth.signIn(EMAIL, PASSWORD));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Not sent yet');
  });

  it('Sign Out leaves no NGO request she was filling in', async () => {
    renderAt('/resources', SIGNED_IN_USER);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask us to list an NGO' }, FIRST_LOAD),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Organisation name' }),
      'Safe Harbour Trust',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Sign Out' }));
    expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Safe Harbour Trust')).not.toBeInTheDocument();
  });
});
