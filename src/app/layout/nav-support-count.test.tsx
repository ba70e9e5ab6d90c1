// The count of new support beside Share your Story in the navigation (issue 36): a bare number,
// named in full for screen readers, leading to Your Stories, where looking clears it. Nothing is
// asked for a visitor. The whole app against the real server in process.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportMessageId } from '@/domain/support-messages';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend, type TestBackend } from '@/testing/test-backend';

const HER = 'her@example.org';
const SUPPORT = '/api/stories/mine/support';

/** Her story, with `messages` sent to it by as many readers. */
async function herStoryWithSupport(test: TestBackend, messages: SupportMessageId[]) {
  const story = await test.backend.stories.create({
    title: 'My story',
    content: 'What I lived through.',
    tags: [],
    mediaUrls: [],
  });
  for (const [index, messageId] of messages.entries()) {
    const reader = await test.openBrowser(`reader-${index + 1}@example.org`);
    await reader.backend.stories.sendSupport({ storyId: story.id, messageId });
  }
  test.network.forget();
}

async function mainNav(name = 'Main') {
  return within(await screen.findByRole('navigation', { name }));
}

describe('The navigation’s count of new support', () => {
  // The count as a bare number named in full, in English and in Hindi, leading to Your Stories, and
  // gone after a reload once she has looked, is send-support.spec.ts' journey.
  it('clears once she has opened Your Stories through it', async () => {
    const test = await startTestBackend({ signedIn: HER });
    await herStoryWithSupport(test, ['not-alone']);
    renderWithProviders(<AppRoutes />, { route: '/about', backend: test.backend });
    const nav = await mainNav();
    await userEvent.click(
      await nav.findByRole('link', { name: 'Your Stories, new messages of support: 1' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Readers sent you 1 message of support' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(nav.queryByRole('link', { name: /new messages of support/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Your Stories' })).toHaveFocus();
  });

  it('shows nothing when nothing is new', async () => {
    const test = await startTestBackend({ signedIn: HER });
    await herStoryWithSupport(test, []);
    renderWithProviders(<AppRoutes />, { route: '/about', backend: test.backend });
    const nav = await mainNav();
    await nav.findByRole('button', { name: 'Sign Out' });
    await waitFor(() => expect(test.network.requestsTo('GET', SUPPORT)).toHaveLength(1));
    expect(nav.queryByRole('link', { name: /new messages of support/ })).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor', async () => {
    const test = await startTestBackend();
    renderWithProviders(<AppRoutes />, { route: '/about', backend: test.backend });
    const nav = await mainNav();
    await nav.findByRole('link', { name: 'Sign In' });
    await screen.findByRole('heading', { level: 1 });
    expect(test.network.requestsTo('GET', SUPPORT)).toEqual([]);
  });
});
