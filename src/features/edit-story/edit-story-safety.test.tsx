import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  ONE_STORY,
  renderEditStoryPage,
  savedStory,
} from '@/features/edit-story/edit-story-test-utils';
import { PLAIN_PNG } from '@/testing/image-samples';

/** Her story with a photo and a content warning, handed over by Your Stories. */
function setup() {
  return renderEditStoryPage({
    story: { title: 'My title', content: 'What I wrote.', contentWarning: 'Mentions abuse' },
    media: [new File([PLAIN_PNG], 'one.png', { type: 'image/png' })],
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
