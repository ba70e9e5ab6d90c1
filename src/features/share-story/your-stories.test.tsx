import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { MESSAGES } from '@/domain/messages';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  currentPath,
  expectNoToast,
  expectToast,
  handedOver,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const mine = (n: number, overrides: Parameters<typeof makeStory>[1] = {}) =>
  makeStory(n, { owner_id: SIGNED_IN_USER.id, ...overrides });

function setup(backend: FakeBackend) {
  renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
  return userEvent.setup();
}

function region() {
  return screen.getByRole('region', { name: 'Your Stories' });
}

function card(title: string) {
  return within(region()).getByRole('article', { name: title });
}

beforeEach(() => {
  toast.remove();
});

describe('Your Stories', () => {
  it('shows Loading your stories... and then only her own stories, newest first', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      stories: [
        mine(2, { title: 'Older' }),
        makeStory(3, { title: 'Someone else' }),
        mine(1, { title: 'Newer' }),
      ],
    });
    const held = backend.hold('stories.mine');
    setup(backend);
    expect(within(region()).getByRole('status')).toHaveTextContent('Loading your stories...');
    held.releaseAll();
    await within(region()).findByRole('article', { name: 'Newer' });
    expect(within(region()).queryByText('Loading your stories...')).not.toBeInTheDocument();
    const titles = within(region())
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Newer', 'Older']);
    expect(backend.callCount('stories.mine')).toBe(1);
  });

  it("says You haven't shared any stories yet. when she has none", async () => {
    setup(createFakeBackend({ user: SIGNED_IN_USER, stories: [makeStory(1)] }));
    expect(
      await within(region()).findByText("You haven't shared any stories yet."),
    ).toBeInTheDocument();
    expect(within(region()).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows title, text, media, tags and reaction count, with Fix Grammar, Edit and Delete', async () => {
    const story = mine(1, {
      title: 'My story',
      content: 'What I lived through.',
      tags: ['Recovery', 'Support'],
      media_urls: ['/media/a.png', '/media/b.mp3', '/media/c.mp4'],
      reactionsCount: 12,
    });
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [story] });
    const user = setup(backend);
    await within(region()).findByRole('article', { name: 'My story' });
    const article = card('My story');
    expect(article).toHaveTextContent('What I lived through.');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'RecoverySupport',
    );
    expect(article).toHaveTextContent(`Reactions: 12`);
    expect(article.querySelectorAll('img, audio, video')).toHaveLength(0);
    await user.click(within(article).getByRole('button', { name: /^Show photo/ }));
    expect(within(article).getByRole('img')).toHaveAttribute('src', '/media/a.png');
    await user.click(within(article).getByRole('button', { name: /^Play audio/ }));
    expect(article.querySelector('audio')).toHaveAttribute('src', '/media/b.mp3');
    await user.click(within(article).getByRole('button', { name: /^Play video/ }));
    expect(article.querySelector('video')).toHaveAttribute('src', '/media/c.mp4');

    const grammar = await within(article).findByRole('button', { name: 'Fix Grammar' });
    expect(grammar).toHaveAttribute('aria-disabled', 'false');
    expect(grammar).toHaveAccessibleDescription('My story');

    const edit = within(article).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', `/edit-story/${story.id}`);
    await user.click(edit);
    expect(currentPath()).toBe(`/edit-story/${story.id}`);
    // The story travels with the navigation, so Edit Story need not fetch it.
    expect(handedOver()?.story?.title).toBe('My story');
  });

  it('cuts long text with Read More', async () => {
    const long = 'word '.repeat(200).trim();
    const user = setup(
      createFakeBackend({
        user: SIGNED_IN_USER,
        stories: [mine(1, { title: 'Long', content: long })],
      }),
    );
    await within(region()).findByRole('article', { name: 'Long' });
    expect(card('Long')).not.toHaveTextContent(long);
    await user.click(within(card('Long')).getByRole('button', { name: 'Read More' }));
    expect(card('Long')).toHaveTextContent(long);
  });

  it('toasts Failed to fetch your stories. and offers to try again', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      stories: [mine(1, { title: 'Back' })],
    });
    backend.fail('stories.mine', new BackendError('network', 'offline'));
    const user = setup(backend);
    await expectToast(MESSAGES.myStoriesFetchFailed);
    expect(
      within(region()).getByText('Your stories could not be loaded just now.'),
    ).toBeInTheDocument();
    backend.fail('stories.mine', null);
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByRole('article', { name: 'Back' })).toBeInTheDocument();
  });

  it('offers sign-in, without a toast, when the server says the session has ended', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    backend.fail('stories.mine', new BackendError('unauthenticated', 'Sign in first', 401));
    setup(backend);
    expect(
      await within(region()).findByText(
        'Sign in to see, edit or delete the stories you have shared.',
      ),
    ).toBeInTheDocument();
    expectNoToast(MESSAGES.myStoriesSignInRequired);
    expectNoToast(MESSAGES.myStoriesFetchFailed);
    expect(currentPath()).toBe('/share-story');
  });
});

describe('Deleting a story from Your Stories', () => {
  function seeded() {
    return createFakeBackend({
      user: SIGNED_IN_USER,
      stories: [mine(1, { title: 'Keep me' }), mine(2, { title: 'Delete me' })],
    });
  }

  it('asks first, saying what is lost; Cancel and Escape keep the story', async () => {
    const backend = seeded();
    const user = setup(backend);
    await within(region()).findByRole('article', { name: 'Delete me' });
    const deleteButton = within(card('Delete me')).getByRole('button', {
      name: 'Delete',
    });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAccessibleDescription(
      `“Delete me”. This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.`,
    );
    expect(
      'This removes the story, all its media (images, videos and voice messages) and all its reactions. It cannot be undone.',
    ).toMatch(/story.*media.*reactions/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backend.callCount('stories.remove')).toBe(0);
    expect(card('Delete me')).toBeInTheDocument();
  });

  it('asks in a modal alert dialog that starts on Cancel and keeps the focus inside', async () => {
    const user = setup(seeded());
    await within(region()).findByRole('article', { name: 'Delete me' });
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this story?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Delete story',
    });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('deletes on confirmation: Story deleted successfully. and the story leaves the list', async () => {
    const backend = seeded();
    const held = backend.hold('stories.remove');
    const user = setup(backend);
    await within(region()).findByRole('article', { name: 'Delete me' });
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    held.releaseAll();
    await expectToast(MESSAGES.storyDeleted);
    expect(backend.callsTo('stories.remove').map((call) => call.args[0])).toEqual(['story-2']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('article', { name: 'Delete me' })).not.toBeInTheDocument();
    expect(card('Keep me')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Stories' })).toHaveFocus();
    expect(backend.db.stories.map((story) => story.id)).toEqual(['story-1']);
  });

  it.each([
    ['fails', new BackendError('network', 'offline'), MESSAGES.storyDeleteFailed, true],
    ['is refused', new BackendError('forbidden', 'no', 403), MESSAGES.deleteOnlyOwn, true],
    ['finds no story', new BackendError('not-found', 'gone', 404), MESSAGES.storyNotFound, false],
  ])('when deleting %s, says so', async (_case, error, text, stays) => {
    const backend = seeded();
    backend.fail('stories.remove', error);
    const user = setup(backend);
    await within(region()).findByRole('article', { name: 'Delete me' });
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    await expectToast(text);
    expectNoToast(MESSAGES.storyDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(region()).queryAllByRole('article', { name: 'Delete me' })).toHaveLength(
      stays ? 1 : 0,
    );
  });

  it('asks her to sign in when the session has ended', async () => {
    const backend = seeded();
    backend.fail('stories.remove', new BackendError('unauthenticated', 'Sign in first', 401));
    const user = setup(backend);
    await within(region()).findByRole('article', { name: 'Delete me' });
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    await expectToast(MESSAGES.myStoriesSignInRequired);
    // Back to Share Story once she has signed in again.
    expect(currentLocation()).toMatchObject({ pathname: '/auth', search: '?next=%2Fshare-story' });
  });
});
