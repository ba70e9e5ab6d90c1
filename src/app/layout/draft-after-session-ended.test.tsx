import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { AppRoutes } from '@/app/routes';
import { forgetDraft, peekDraft } from '@/features/share-story/draft-memory';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, TEST_PASSWORD } from '@/testing/test-backend';

// The page's code can take a while to arrive on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };
const HER = 'her@example.org';

beforeAll(() => import('@/features/share-story/share-story-page'), 60_000);

beforeEach(() => {
  forgetDraft();
});

// Seen in a browser on a busy machine: her stories were asked for only after her session had
// ended on another device (verifying her address there), the refusal made the app learn she
// was signed out, and the page, rebuilt for a visitor, came back empty with her draft removed.
it('a session the server ended, learnt from a refused read, keeps the draft she was writing', async () => {
  const started = await startTestBackend({ signedIn: HER });
  const mine = started.network.hold('GET', '/api/stories/mine');
  renderWithProviders(<AppRoutes />, { route: '/share-story', backend: started.backend });
  const nav = within(await screen.findByRole('navigation', { name: 'Main' }, FIRST_LOAD));
  await nav.findByRole('button', { name: 'Sign Out' });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Title' }, FIRST_LOAD), 'Mine');
  await user.type(screen.getByRole('textbox', { name: 'Your Story' }), 'Not lost.');

  const elsewhere = await started.openBrowser(HER);
  await elsewhere.backend.account.signOutEverywhere();
  mine.releaseAll();

  // The app learns she is signed out; what she wrote stays, on screen and in the tab.
  expect(await nav.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
  expect(screen.getByRole('textbox', { name: 'Your Story' })).toHaveValue('Not lost.');
  expect(peekDraft()).toMatchObject({ title: 'Mine', content: 'Not lost.' });

  await act(() => started.auth.signIn(HER, TEST_PASSWORD));
  expect(await nav.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');
});
