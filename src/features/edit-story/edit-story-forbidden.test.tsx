// The form's own guard: when the server refuses an update because the story is someone else's
// (the page only opens her own, but a story handed over can be stale or forged), she is told
// so and taken back to Share Story, and nothing changes on the server.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { EditStoryForm } from '@/features/edit-story/edit-story-form';
import { editStoryRoute, HER, ONE_STORY } from '@/features/edit-story/edit-story-test-utils';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

describe('Edit Story form: someone else’s story', () => {
  it('says she may not edit it, goes back to Share Story and changes nothing', async () => {
    const started = await startTestBackend({ signedIn: HER });
    const author = await started.openBrowser('author@example.org');
    const theirs = await author.backend.stories.create({
      title: 'Their title',
      content: 'Their words.',
      tags: ['Recovery'],
      mediaUrls: [],
    });
    started.network.forget();
    renderWithProviders(<EditStoryForm story={theirs} />, {
      ...editStoryRoute(theirs.id),
      backend: started.backend,
    });
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Taken over');
    await user.click(screen.getByRole('button', { name: 'Update Story' }));

    expect(await screen.findByText(MESSAGES.editNotAuthorized)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Share stand-in' });
    expect(currentLocation().pathname).toBe('/share-story');
    // The server was asked once, and refused.
    expect(started.network.requestsTo('PATCH', ONE_STORY)).toHaveLength(1);
    const kept = await author.backend.stories.get(theirs.id);
    expect(kept?.title).toBe('Their title');
  });
});
