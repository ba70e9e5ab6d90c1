import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import {
  currentPath,
  ONE_STORY,
  renderEditStoryPage,
  savedStory,
  type EditStoryOptions,
} from '@/features/edit-story/edit-story-test-utils';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import { PLAIN_PNG } from '@/testing/image-samples';

const photo = (name: string) => new File([PLAIN_PNG], name, { type: 'image/png' });

/** Her story with a photo and a content warning, handed over by Your Stories. */
function setup() {
  return renderEditStoryPage({
    story: { title: 'My title', content: 'What I wrote.', contentWarning: 'Mentions abuse' },
    media: [photo('one.png')],
    state: (story) => ({ story }),
  });
}

const warningField = () => screen.getByRole('textbox', { name: 'Content warning (optional)' });
const updateButton = () => screen.getByRole('button', { name: 'Update Story' });

describe('Edit Story: safety', () => {
  it('shows the content warning she set, and clearing it removes it', async () => {
    const page = await setup();
    expect(warningField()).toHaveValue('Mentions abuse');
    await page.user.clear(warningField());
    await page.user.click(updateButton());
    await screen.findByRole('heading', { name: 'Share stand-in' });
    expect((await savedStory(page, page.story.id))?.content_warning ?? '').toBe('');
  });

  it('offers her media by size without loading it', async () => {
    const { story } = await setup();
    expect(document.querySelector('img')).toBeNull();
    const size = story.media_sizes?.[0];
    expect(size).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: `Show photo (${String(size)} bytes)` }),
    ).toBeInTheDocument();
  });

  it('points out an e-mail address before updating, and updates anyway when she chooses', async () => {
    const page = await setup();
    await page.user.type(screen.getByLabelText('Your Story'), ' Write to asha@example.in');
    await page.user.click(updateButton());
    const region = await screen.findByRole('region', { name: 'Details that could identify you' });
    expect(region.querySelector('mark')).toHaveTextContent('asha@example.in');
    expect(region).toHaveTextContent(`E-mail address · In your story`);
    expect(page.network.requestsTo('PATCH', ONE_STORY)).toEqual([]);

    await page.user.click(within(region).getByRole('button', { name: 'Update anyway' }));
    await screen.findByRole('heading', { name: 'Share stand-in' });
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect((await savedStory(page, page.story.id))?.content).toContain('asha@example.in');
  });
});

/** Her story 'My title' ('i was scarred', Healing, a photo); the server corrects with a stand-in. */
function setupCorrected(state?: EditStoryOptions['state']) {
  return renderEditStoryPage({
    story: { title: 'My title', content: 'i was scarred', tags: ['Healing'] },
    media: [photo('a.png')],
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
    const page = await setupCorrected((story: Story) => ({
      story,
      grammarCorrection: correction(story.id, 'I was scared.'),
    }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByRole('button', { name: 'Healing', pressed: true })).toBeInTheDocument();
    expect(page.network.requestsTo('PATCH', ONE_STORY)).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: 'Update Story' }));
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(await savedStory(page, page.story.id)).toMatchObject({
      title: 'My title',
      content: 'I was scared.',
      tags: ['Healing'],
      media_urls: page.story.media_urls,
    });
  });

  it('uses it once the story is fetched, when only the correction came along', async () => {
    await setupCorrected((story: Story) => ({
      grammarCorrection: correction(story.id, 'I was scared.'),
    }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
  });

  it('ignores a correction meant for another story', async () => {
    await setupCorrected((story: Story) => ({
      story,
      grammarCorrection: correction('another-story', 'Not this one.'),
    }));
    expect(await screen.findByLabelText('Your Story')).toHaveValue('i was scarred');
  });
  // The identifying-details check runs on whatever the story holds, the correction too (above).
});
