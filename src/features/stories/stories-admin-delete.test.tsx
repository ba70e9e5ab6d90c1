import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { message, MESSAGES } from '@/domain/messages';
import { card, seedListed, showStoriesPage } from '@/features/stories/stories-test-utils';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';

const ADMIN: StartTestBackendOptions = { signedIn: 'admin@example.org', admin: true };
const DELETE = /^\/api\/admin\/stories\/[^/]+$/;

/** First, Second and an untitled story without text, on the page of `who`. */
async function setUp(who: StartTestBackendOptions) {
  const test = await startTestBackend(who);
  const seeded = await seedListed(test.server, [
    { title: 'First' },
    { title: 'Second' },
    { title: '', content: '' },
  ]);
  showStoriesPage(test.backend);
  await screen.findByRole('article', { name: 'First' });
  /** The titles of the stories the server still lists, read back through the API. */
  const stored = async () =>
    (await test.backend.stories.list({ tags: [], sort: 'newest' })).stories.map(
      (story) => story.title,
    );
  return { ...test, seeded, stored };
}

function deleteButton(title: string) {
  return within(card(title)).getByRole('button', { name: 'Delete' });
}

async function confirmDelete(title: string) {
  await userEvent.click(deleteButton(title));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('StoriesPage: an admin deletes any story', () => {
  it.each([
    ['a visitor', {}],
    ['a signed-in reader', { signedIn: 'reader@example.org' }],
  ] as const)('shows %s no Delete on any card', async (_who, who) => {
    await setUp(who);
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).queryByRole('button', { name: 'Delete' })).toBeNull();
    }
  });

  // Asking in the moderation words, then deleting, saying so and moving on to the next card:
  // admin-story-delete.spec.ts. Cancel, Escape and the focus are the dialog's (confirm-dialog.test.tsx).
  it('names an untitled story Untitled story in the question and the toast', async () => {
    await setUp(ADMIN);
    await userEvent.click(deleteButton('Untitled story'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete the story "Untitled story"? Its reactions and reports will be deleted with it. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(message('adminStoryDeleted', { title: 'Untitled story' })),
    ).toBeInTheDocument();
    // The last card went: focus moves to the one before it.
    expect(card('Second')).toHaveFocus();
    expect(screen.getByText('Showing 2 stories')).toBeInTheDocument();
  });

  it('says so and keeps the story when the deletion fails', async () => {
    const { network, stored } = await setUp(ADMIN);
    network.fail('DELETE', DELETE);
    await confirmDelete('First');
    expect(await screen.findByText(MESSAGES.adminStoryDeleteFailed)).toBeInTheDocument();
    expect(card('First')).toBeInTheDocument();
    await waitFor(() => expect(deleteButton('First')).toHaveAttribute('aria-disabled', 'false'));
    expect(await stored()).toContain('First');
  });

  it('takes the story off the list when someone else deleted it first', async () => {
    const test = await setUp(ADMIN);
    // Deleted in another tab after this page loaded.
    const otherTab = await test.openBrowser('admin@example.org');
    await otherTab.backend.admin.deleteStory(test.seeded[0]?.id ?? '');
    await confirmDelete('First');
    expect(
      await screen.findByText(message('adminStoryDeleted', { title: 'First' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'First' })).not.toBeInTheDocument();
  });

  it('shows Deleting... on the button while the deletion runs, and sends it once', async () => {
    const { network, stored } = await setUp(ADMIN);
    const held = network.hold('DELETE', DELETE);
    await confirmDelete('First');
    const busy = within(card('First')).getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(held.waiting).toBe(1);
    held.releaseAll();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'First' })).not.toBeInTheDocument(),
    );
    expect(await stored()).not.toContain('First');
  });
});
