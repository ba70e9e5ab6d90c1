// The dashboard's review queue (issue 36) against the real server: what a second admin already
// decided is said and leaves the queue; a refusal keeps the moderator's edits. The journey
// (highlights, redaction, send back, the audit log) is tests/e2e/story-review.spec.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { seedUser } from '@/testing/seed';
import { createStory, publishStory } from '@/testing/server-side';
import { renderWithProviders } from '@/testing/render-with-providers';
import AdminPage from '@/features/admin/admin-page';
import { startAdminBackend, waitForAdminData } from '@/features/admin/admin-test-data';

async function renderQueue() {
  const started = await startAdminBackend({ storyReview: 'all' });
  const { server } = started;
  const authorId = await seedUser(server, 'waiting-author@example.org');
  const body = { tags: [], mediaUrls: [], contentWarning: undefined };
  const story = await createStory(
    server.db,
    authorId,
    { ...body, title: 'Call me on 98765 43210', content: 'He knows where I live.' },
    'all',
  );
  renderWithProviders(<AdminPage />, { route: '/admin', backend: started.backend });
  await waitForAdminData();
  const queue = screen.getByRole('region', { name: 'Review queue' });
  const item = await within(queue).findByRole('article', { name: 'Call me on 98765 43210' });
  return { ...started, story, queue, item };
}

describe('Admin page: the review queue', () => {
  it('comes first, marks identifying details, and says when another admin decided first', async () => {
    const { server, story, queue, item } = await renderQueue();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Review queue');
    const found = within(item).getByRole('region', { name: 'Details that may identify someone' });
    expect(within(found).getByText('98765 43210').tagName).toBe('MARK');

    // Another admin publishes it meanwhile: this one hears so, and it leaves the queue.
    const other = await seedUser(server, 'other-admin@example.org');
    await publishStory(server.db, { storyId: story.id, adminId: other, redaction: {} });
    await userEvent.click(within(item).getByRole('button', { name: /^Publish/ }));
    expect(await screen.findByText(MESSAGES.reviewNotWaiting)).toBeInTheDocument();
    expect(await within(queue).findByText(MESSAGES.noStoriesToReview)).toBeInTheDocument();
  });
});
