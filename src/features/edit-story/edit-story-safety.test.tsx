import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import { editStoryRoute } from '@/features/edit-story/edit-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const STORY: Story = makeStory(1, {
  id: 'story-1',
  title: 'My title',
  content: 'What I wrote.',
  owner_id: SIGNED_IN_USER.id,
  // As Your Stories hands it over: her own list marks it hers.
  is_mine: true,
  media_urls: ['/media/one.png'],
  media_sizes: [2 * 1024 * 1024],
  content_warning: 'Mentions abuse',
});

function setup() {
  const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
  renderWithProviders(<EditStoryPage />, {
    ...editStoryRoute(STORY.id, { story: STORY }),
    backend,
  });
  return { backend, user: userEvent.setup() };
}

function updates(backend: ReturnType<typeof createFakeBackend>): StoryInput[] {
  return backend.callsTo('stories.update').map((call) => call.args[1] as StoryInput);
}

const warningField = () => screen.getByRole('textbox', { name: 'Content warning (optional)' });
const updateButton = () => screen.getByRole('button', { name: 'Update Story' });

describe('Edit Story: safety', () => {
  it('shows the content warning she set, and clearing it removes it', async () => {
    const { backend, user } = setup();
    expect(warningField()).toHaveValue('Mentions abuse');
    await user.clear(warningField());
    await user.click(updateButton());
    await screen.findByRole('heading', { name: 'Share stand-in' });
    expect(updates(backend)[0]?.contentWarning).toBe('');
  });

  it('offers her media by size without loading it', () => {
    setup();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: `Show photo (2 MB)` })).toBeInTheDocument();
  });

  it('points out an e-mail address before updating, and updates anyway when she chooses', async () => {
    const { backend, user } = setup();
    await user.type(screen.getByLabelText('Your Story'), ' Write to asha@example.in');
    await user.click(updateButton());
    const region = await screen.findByRole('region', { name: 'Details that could identify you' });
    expect(region.querySelector('mark')).toHaveTextContent('asha@example.in');
    expect(region).toHaveTextContent(`E-mail address · In your story`);
    expect(backend.callCount('stories.update')).toBe(0);

    await user.click(within(region).getByRole('button', { name: 'Update anyway' }));
    await screen.findByRole('heading', { name: 'Share stand-in' });
    await waitFor(() => expect(updates(backend)).toHaveLength(1));
    expect(updates(backend)[0]?.content).toContain('asha@example.in');
  });
});
