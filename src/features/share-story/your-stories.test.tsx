import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import {
  currentPath,
  expectNoToast,
  expectToast,
  handedOver,
  HER,
  OFFERED_HELPERS,
  renderShareStoryPage,
  savedStories,
  SHARE_STORY_ROUTE,
  shareStory,
} from '@/features/share-story/share-story-test-utils';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';
import ShareStoryPage from '@/features/share-story/share-story-page';
import { hideStoryByReports, seedStory } from '@/testing/seed';
import { dismissReports } from '@/testing/server-side';
import type { HeldRequests } from '@/testing/test-network';

const MINE = '/api/stories/mine';
const ONE_STORY = /^\/api\/stories\/[^/]+$/;

const setup = renderShareStoryPage;

function region() {
  return screen.getByRole('region', { name: 'Your Stories' });
}

function card(title: string) {
  return within(region()).getByRole('article', { name: title });
}

describe('Your Stories', () => {
  it('shows Loading your stories... and then only her own stories, newest first', async () => {
    let held: HeldRequests | undefined;
    const { network } = await setup({
      async before({ backend, network, server }) {
        await shareStory(backend, { title: 'Older' });
        await seedStory(server, { title: 'Someone else' });
        await shareStory(backend, { title: 'Newer' });
        held = network.hold('GET', MINE);
      },
    });
    expect(within(region()).getByRole('status')).toHaveTextContent('Loading your stories...');
    held?.releaseAll();
    await within(region()).findByRole('article', { name: 'Newer' });
    expect(within(region()).queryByText('Loading your stories...')).not.toBeInTheDocument();
    const titles = within(region())
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Newer', 'Older']);
    expect(network.requestsTo('GET', MINE)).toHaveLength(1);
  });

  // "You haven't shared any stories yet." when she has none: share-story.spec.ts' journeys.

  // Her photo and voice message loaded only when tapped: share-story.spec.ts' journey at 360 px.
  it('shows title, text, tags and reaction count, with Fix Grammar and Edit', async () => {
    const { backend, user } = await setup({
      helpers: OFFERED_HELPERS(),
      async before(started) {
        const story = await shareStory(started.backend, { tags: ['Recovery', 'Support'] });
        await (await started.openBrowser('reader@example.org')).backend.stories.react(story.id);
      },
    });
    const [story] = await savedStories(backend);
    const article = await within(region()).findByRole('article', { name: 'My story' });
    expect(article).toHaveTextContent('What I lived through.');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'RecoverySupport',
    );
    expect(article).toHaveTextContent(`Reactions: 1`);

    // Its Fix Grammar, named with its story (pressing it: fix-grammar.test.tsx).
    expect(
      await within(article).findByRole('button', { name: 'Fix Grammar' }),
    ).toHaveAccessibleDescription('My story');

    await user.click(within(article).getByRole('link', { name: 'Edit' }));
    expect(currentPath()).toBe(`/edit-story/${story?.id}`);
    // The story travels with the navigation, so Edit Story need not fetch it.
    expect(handedOver()?.story?.title).toBe('My story');
  });

  it('cuts long text with Read More', async () => {
    const long = 'word '.repeat(200).trim();
    const { user } = await setup({
      before: ({ backend }) => shareStory(backend, { title: 'Long', content: long }),
    });
    await within(region()).findByRole('article', { name: 'Long' });
    expect(card('Long')).not.toHaveTextContent(long);
    await user.click(within(card('Long')).getByRole('button', { name: 'Read More' }));
    expect(card('Long')).toHaveTextContent(long);
  });

  it('toasts Failed to fetch your stories. and offers to try again', async () => {
    const { network, user } = await setup({
      async before({ backend, network }) {
        await shareStory(backend, { title: 'Back' });
        network.fail('GET', MINE);
      },
    });
    await expectToast(MESSAGES.myStoriesFetchFailed);
    expect(
      within(region()).getByText('Your stories could not be loaded just now.'),
    ).toBeInTheDocument();
    network.fail('GET', MINE, false);
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByRole('article', { name: 'Back' })).toBeInTheDocument();
  });

  it('offers sign-in, without a toast, when the server has ended her session', async () => {
    const { network } = await setup({
      // She signed out everywhere from her phone.
      before: async (started) =>
        (await started.openBrowser(HER)).backend.account.signOutEverywhere(),
    });
    const signIn = await within(region()).findByText(
      'Sign in to see, edit or delete the stories you have shared.',
    );
    // The refusal makes the session be read again, which ends it here too: the offer stays as
    // it is, with no "Loading your stories..." in between and no second ask for her stories.
    await network.idle();
    expect(signIn).toBeInTheDocument();
    expect(network.requestsTo('GET', MINE)).toHaveLength(1);
    expectNoToast(MESSAGES.myStoriesSignInRequired);
    expectNoToast(MESSAGES.myStoriesFetchFailed);
    expect(currentPath()).toBe('/share-story');
  });
});

// What each story's review before publishing says to her (waiting, sent back with its reason,
// changed by a moderator) is story-review.spec.ts' journey.
describe('Your Stories: a published story, one hidden by reports, and one put back', () => {
  it('says which of her stories readers can see, which is hidden until a moderator reviews it, and which a moderator restored', async () => {
    await setup({
      async before({ backend, server }) {
        const restored = await shareStory(backend, { title: 'Put back' });
        await shareStory(backend, { title: 'Out there' });
        const hidden = await shareStory(backend, { title: 'Still hidden' });
        await hideStoryByReports(server, restored.id);
        await dismissReports(server.db, restored.id);
        await hideStoryByReports(server, hidden.id, ['another-reporter@example.org']);
      },
    });
    const restored = await within(region()).findByRole('article', { name: 'Put back' });
    expect(restored).toHaveTextContent(
      'Restored. A moderator read the reports and put your story back. Readers can see it again.',
    );
    expect(restored).not.toHaveTextContent('Under review');

    const published = card('Out there');
    expect(published).toHaveTextContent('Published. Readers can see this story.');
    expect(published).not.toHaveTextContent('Restored');

    // Hidden: never "Published"; hers to edit or delete still (its under-review notice:
    // moderation.spec.ts' journey).
    const hidden = card('Still hidden');
    expect(hidden).not.toHaveTextContent('Published');
    expect(within(hidden).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(hidden).getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});

describe('Deleting a story from Your Stories', () => {
  /** Her two stories, 'Keep me' and 'Delete me', listed. */
  async function seeded() {
    const page = await setup({
      async before({ backend }) {
        await shareStory(backend, { title: 'Keep me' });
        await shareStory(backend, { title: 'Delete me' });
      },
    });
    await within(region()).findByRole('article', { name: 'Delete me' });
    return page;
  }

  async function confirmDelete({ user }: { user: ReturnType<typeof userEvent.setup> }) {
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
  }

  // Cancel, Escape and the focus are the dialog's own (confirm-dialog.test.tsx); what it says is
  // lost, share-story.spec.ts' journey.
  it('asks first, saying what is lost, then deletes: Story deleted successfully. and the story leaves the list', async () => {
    const page = await seeded();
    const held = page.network.hold('DELETE', ONE_STORY);
    await confirmDelete(page);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    held.releaseAll();
    await expectToast(MESSAGES.storyDeleted);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('article', { name: 'Delete me' })).not.toBeInTheDocument();
    expect(card('Keep me')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Stories' })).toHaveFocus();
    expect((await savedStories(page.backend)).map((story) => story.title)).toEqual(['Keep me']);
  });

  it('when the connection drops while deleting, says so and keeps the story', async () => {
    const page = await seeded();
    page.network.fail('DELETE', ONE_STORY);
    await confirmDelete(page);
    await expectToast(MESSAGES.storyDeleteFailed);
    expectNoToast(MESSAGES.storyDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card('Delete me')).toBeInTheDocument();
  });

  it('when the story is already gone (deleted on her phone), says so and drops it', async () => {
    const page = await seeded();
    const phone = await page.openBrowser(HER);
    const gone = (await phone.backend.stories.mine()).find((story) => story.title === 'Delete me');
    await phone.backend.stories.remove(gone?.id ?? '');
    await confirmDelete(page);
    await expectToast(MESSAGES.storyNotFound);
    expectNoToast(MESSAGES.storyDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(region()).queryByRole('article', { name: 'Delete me' })).not.toBeInTheDocument();
  });

  it('says she can only delete her own stories when the server refuses (another account signed in on this browser)', async () => {
    const started = await startTestBackend({ signedIn: HER });
    await shareStory(started.backend, { title: 'Delete me' });
    // Another tab signed this browser in as someone else: the deletion reaches the server
    // with that account's session, which may not delete her story.
    const someoneElse = await started.openBrowser('someone-else@example.org');
    const port = {
      ...started.backend,
      stories: {
        ...started.backend.stories,
        remove: (id: string) => someoneElse.backend.stories.remove(id),
      },
    };
    renderWithProviders(<ShareStoryPage />, {
      ...SHARE_STORY_ROUTE,
      backend: started.backend,
      port,
    });
    await within(region()).findByRole('article', { name: 'Delete me' });
    await confirmDelete({ user: userEvent.setup() });
    await expectToast(MESSAGES.deleteOnlyOwn);
    expectNoToast(MESSAGES.storyDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card('Delete me')).toBeInTheDocument();
    expect(await savedStories(started.backend)).toHaveLength(1);
  });

  it('asks her to sign in when the server has ended her session', async () => {
    const page = await seeded();
    await (await page.openBrowser(HER)).backend.account.signOutEverywhere();
    await confirmDelete(page);
    await expectToast(MESSAGES.myStoriesSignInRequired);
    // Back to Share Story once she has signed in again (the toast can show before the move).
    await waitFor(() =>
      expect(currentLocation()).toMatchObject({
        pathname: '/auth',
        search: '?next=%2Fshare-story',
      }),
    );
    expect(await savedStories((await page.openBrowser(HER)).backend)).toHaveLength(2);
  });
});
