import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import type { SessionUser } from '@/domain/entities';
import { message, MESSAGES } from '@/domain/messages';
import StoriesPage from '@/features/stories/stories-page';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const STORIES = [
  makeStory(1, { title: 'First' }),
  makeStory(2, { title: 'Second' }),
  makeStory(3, { title: '', content: '' }),
];

async function setUp(user: SessionUser | null) {
  const { backend } = renderWithProviders(<StoriesPage />, {
    route: '/stories',
    backend: createFakeBackend({ user, stories: STORIES }),
  });
  await screen.findByRole('article', { name: 'First' });
  return backend;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

function deleteButton(title: string) {
  return within(card(title)).getByRole('button', { name: 'Delete' });
}

describe('StoriesPage: an admin deletes any story', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in reader', SIGNED_IN_USER],
  ] as const)('shows %s no Delete on any card', async (_who, user) => {
    await setUp(user);
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).queryByRole('button', { name: 'Delete' })).toBeNull();
    }
  });

  it('asks first with the moderation words, then deletes and says so', async () => {
    const backend = await setUp(ADMIN_USER);
    const button = deleteButton('Second');
    expect(button).toHaveAccessibleDescription('Second');
    await userEvent.click(button);

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete the story "Second"? Its reactions and reports will be deleted with it. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(backend.callCount('admin.deleteStory')).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(message('adminStoryDeleted', { title: 'Second' })),
    ).toBeInTheDocument();
    expect(backend.callsTo('admin.deleteStory')[0]?.args).toEqual(['story-2']);
    expect(screen.queryByRole('article', { name: 'Second' })).not.toBeInTheDocument();
    expect(backend.db.stories.map((story) => story.id)).not.toContain('story-2');
    // Reading carries on at the card that took its place.
    expect(card('Untitled story')).toHaveFocus();
    expect(screen.getByText('Showing 2 stories')).toBeInTheDocument();
  });

  it('names an untitled story Untitled story in the question and the toast', async () => {
    await setUp(ADMIN_USER);
    await userEvent.click(deleteButton('Untitled story'));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete the story "Untitled story"? Its reactions and reports will be deleted with it. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(message('adminStoryDeleted', { title: 'Untitled story' })),
    ).toBeInTheDocument();
    // The last card went: focus moves to the one before it.
    expect(card('Second')).toHaveFocus();
  });

  it('keeps the story when the admin cancels', async () => {
    const backend = await setUp(ADMIN_USER);
    const button = deleteButton('First');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(card('First')).toBeInTheDocument();
    expect(backend.callCount('admin.deleteStory')).toBe(0);
  });

  it('says so and keeps the story when the deletion fails', async () => {
    const backend = await setUp(ADMIN_USER);
    backend.fail('admin.deleteStory', new BackendError('unavailable', 'down', 503));
    await userEvent.click(deleteButton('First'));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(MESSAGES.adminStoryDeleteFailed)).toBeInTheDocument();
    expect(card('First')).toBeInTheDocument();
    await waitFor(() => expect(deleteButton('First')).toHaveAttribute('aria-disabled', 'false'));
  });

  it('takes the story off the list when someone else deleted it first', async () => {
    const backend = await setUp(ADMIN_USER);
    backend.fail('admin.deleteStory', new BackendError('not-found', 'gone', 404));
    await userEvent.click(deleteButton('First'));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText(message('adminStoryDeleted', { title: 'First' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'First' })).not.toBeInTheDocument();
  });

  it('shows Deleting... on the button while the deletion runs', async () => {
    const backend = await setUp(ADMIN_USER);
    const held = backend.hold('admin.deleteStory');
    await userEvent.click(deleteButton('First'));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const busy = within(card('First')).getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    held.releaseAll();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'First' })).not.toBeInTheDocument(),
    );
    expect(backend.callCount('admin.deleteStory')).toBe(1);
  });
});
