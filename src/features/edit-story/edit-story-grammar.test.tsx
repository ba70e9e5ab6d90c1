import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import {
  ONE_STORY,
  renderEditStoryPage,
  savedStory,
  type EditStoryOptions,
} from '@/features/edit-story/edit-story-test-utils';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import { PLAIN_PNG } from '@/testing/image-samples';
import { currentLocation } from '@/testing/render-with-providers';

/** Her story 'My title' ('i was scarred', Healing, a photo); the server corrects with a stand-in. */
function setup(state?: EditStoryOptions['state']) {
  return renderEditStoryPage({
    story: { title: 'My title', content: 'i was scarred', tags: ['Healing'] },
    media: [new File([PLAIN_PNG], 'a.png', { type: 'image/png' })],
    helpers: true,
    state,
  });
}

function correction(storyId: string, content: string): EditStoryHandoff['grammarCorrection'] {
  return { storyId, content };
}

// Fix Grammar pressed in the editor, and the unsaved correction kept out of the history entry:
// helpers.spec.ts' journey.
describe('Edit Story: a correction handed over from Your Stories', () => {
  it('starts the editor with it unsaved, and Update Story saves it', async () => {
    const page = await setup((story: Story) => ({
      story,
      grammarCorrection: correction(story.id, 'I was scared.'),
    }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByRole('button', { name: 'Healing', pressed: true })).toBeInTheDocument();
    expect(page.network.requestsTo('PATCH', ONE_STORY)).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: 'Update Story' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/share-story'));
    expect(await savedStory(page, page.story.id)).toMatchObject({
      title: 'My title',
      content: 'I was scared.',
      tags: ['Healing'],
      media_urls: page.story.media_urls,
    });
  });

  it('uses it once the story is fetched, when only the correction came along', async () => {
    await setup((story: Story) => ({ grammarCorrection: correction(story.id, 'I was scared.') }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
  });

  it('ignores a correction meant for another story', async () => {
    await setup((story: Story) => ({
      story,
      grammarCorrection: correction('another-story', 'Not this one.'),
    }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('i was scarred');
  });
  // The identifying-details check runs on whatever the story holds, the correction too
  // (edit-story-safety.test.tsx).
});
