// Withdraw report on the Stories page, against the real server: offered on a story she reported
// (before this page or on it), named for its story, pending while sent, and after it the story
// can be reported again. Who may withdraw what is server/stories/report-withdrawal.test.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { card, showStoriesPage } from '@/features/stories/stories-test-utils';
import { seedStories } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

const WITHDRAWALS = /\/reports\/mine$/;

/** Story 1 untouched and story 2 reported by her before this page, on a fresh Stories page. */
async function renderWithHerReport() {
  const test = await startTestBackend({ signedIn: 'her@example.org' });
  const [untouched, reported] = await seedStories(test.server, 2);
  if (!untouched || !reported) throw new Error('The stories were not seeded');
  await test.backend.stories.report(reported.id, 'spam');
  test.network.forget();
  showStoriesPage(test.backend);
  await screen.findByRole('article', { name: 'Story 2' });
  const withdrawIn = (title: string) =>
    within(card(title)).findByRole('button', { name: 'Withdraw report' });
  return { ...test, reported, withdrawIn };
}

describe('ReportStory: withdrawing her report', () => {
  it('is offered on the story she reported only, withdraws it, says so, and she may report the story again', async () => {
    const { network, reported, withdrawIn } = await renderWithHerReport();
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
    const { backend, reported, withdrawIn } = await renderWithHerReport();
    // Withdrawn in her other tab after this page loaded.
    await backend.stories.withdrawReport({ storyId: reported.id });
    await userEvent.click(await withdrawIn('Story 2'));
    expect(await screen.findByText(MESSAGES.reportNotPending)).toBeInTheDocument();
    expect(within(card('Story 2')).getByRole('button', { name: 'Reported' })).toBeInTheDocument();
  });
});
