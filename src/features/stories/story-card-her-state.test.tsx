// Her own state on the Stories page: the hearts she pressed and the stories she reported before
// this page was loaded (the list's liked_by_me and reported_by_me) show as pressed and Reported,
// a refused repeat report says she already reported it, and none of it stays once she signs out.
// Her report withdrawn: offered on a story she reported (before this page or on it), named for its
// story, pending while sent, and after it the story can be reported again. That the server tells
// her alone is server/stories/story-viewer-flags.test.ts; who may withdraw what,
// server/stories/report-withdrawal.test.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { card, showStoriesPage } from '@/features/stories/stories-test-utils';
import { seedStories } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

const WITHDRAWALS = /\/reports\/mine$/;

/** Story 1 she liked, story 2 she reported, story 3 untouched, on a fresh Stories page. */
async function renderHerStories() {
  const test = await startTestBackend({ signedIn: 'her@example.org' });
  const [liked, reported, untouched] = await seedStories(test.server, 3);
  if (!liked || !reported || !untouched) throw new Error('The stories were not seeded');
  // Before this page: through her own session, as any earlier page of hers did.
  await test.backend.stories.react(liked.id);
  await test.backend.stories.report(reported.id, 'spam');
  test.network.forget();
  showStoriesPage(test.backend);
  await screen.findByRole('article', { name: 'Story 1' });
  const like = (title: string) => within(card(title)).getByRole('button', { name: /^Like/ });
  const withdrawIn = (title: string) =>
    within(card(title)).findByRole('button', { name: 'Withdraw report' });
  return { ...test, reported, untouched, like, withdrawIn };
}

describe('StoryCard: her likes and reports from before', () => {
  it('shows the heart she pressed before as pressed, and a tap says so without asking again', async () => {
    const { network, like } = await renderHerStories();
    await waitFor(() => expect(like('Story 1')).toHaveAttribute('aria-pressed', 'true'));
    expect(like('Story 2')).toHaveAttribute('aria-pressed', 'false');
    expect(like('Story 1')).toHaveAccessibleName('Like 1');

    await userEvent.click(like('Story 1'));
    expect(await screen.findByText(MESSAGES.reactionDuplicate)).toBeInTheDocument();
    expect(network.requestsTo('POST', /\/reactions$/)).toEqual([]);
    expect(like('Story 1')).toHaveAccessibleName('Like 1');
  });

  it('shows as pressed after the server refuses a heart she gave in another tab', async () => {
    const { backend, untouched, like } = await renderHerStories();
    // Her other tab: the same session, after this page loaded.
    await act(() => backend.stories.react(untouched.id));
    expect(like('Story 3')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like('Story 3'));
    await screen.findByText(MESSAGES.reactionDuplicate);
    expect(like('Story 3')).toHaveAttribute('aria-pressed', 'true');
  });

  // Reported after a reload, a tap on it refused as a repeat, and a repeat report from a tab opened
  // before: her-state-survives-reload.spec.ts' journey.
  it('leaves no pressed heart nor Reported on screen once she signs out', async () => {
    const { backend, like } = await renderHerStories();
    await waitFor(() => expect(like('Story 1')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(like('Story 3'));
    await screen.findByText(MESSAGES.reactionAdded);
    expect(like('Story 3')).toHaveAttribute('aria-pressed', 'true');

    await act(() => backend.auth.signOut());
    for (const title of ['Story 1', 'Story 3']) {
      expect(like(title)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(card('Story 2')).getByRole('button', { name: 'Report story' })).toBeEnabled();
  });
});

describe('ReportStory: withdrawing her report', () => {
  it('is offered on the story she reported only, withdraws it, says so, and she may report the story again', async () => {
    const { network, reported, withdrawIn } = await renderHerStories();
    // Offered on the story she reported only, named with its story.
    const withdraw = await withdrawIn('Story 2');
    expect(withdraw).toHaveAccessibleDescription('Story 2');
    expect(
      within(card('Story 1')).queryByRole('button', { name: 'Withdraw report' }),
    ).not.toBeInTheDocument();
    const held = network.hold('DELETE', WITHDRAWALS);
    await userEvent.click(withdraw);
    // Pending: it says so, keeps her focus, and a second tap sends nothing more.
    const pending = within(card('Story 2')).getByRole('button', { name: 'Withdrawing...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await userEvent.click(pending);
    expect(held.waiting).toBe(1);
    held.releaseAll();

    expect(await screen.findByText(MESSAGES.reportWithdrawn)).toBeInTheDocument();
    expect(network.requestsTo('DELETE', WITHDRAWALS)).toEqual([
      { method: 'DELETE', path: `/api/stories/${reported.id}/reports/mine`, body: {} },
    ]);
    // The focus on Report story, Withdraw report gone: withdraw-report.spec.ts' journey.
    const story = card('Story 2');
    await userEvent.click(await within(story).findByRole('button', { name: 'Report story' }));
    await userEvent.click(within(story).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.click(within(story).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportAdded)).toBeInTheDocument();
    expect(await withdrawIn('Story 2')).toBeInTheDocument();
  });

  it('says she has no pending report when it went meanwhile, and stays Reported', async () => {
    const { backend, reported, withdrawIn } = await renderHerStories();
    // Withdrawn in her other tab after this page loaded.
    await backend.stories.withdrawReport({ storyId: reported.id });
    await userEvent.click(await withdrawIn('Story 2'));
    expect(await screen.findByText(MESSAGES.reportNotPending)).toBeInTheDocument();
    expect(within(card('Story 2')).getByRole('button', { name: 'Reported' })).toBeInTheDocument();
  });
});
