import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoryInput } from '@/backend/port';
import { MESSAGES } from '@/domain/messages';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import { editStoryRoute } from '@/features/edit-story/edit-story-test-utils';
import type { EditStoryHandoff } from '@/lib/edit-story-handoff';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const STORY = makeStory(1, {
  id: 'story-1',
  title: 'My title',
  content: 'i was scarred',
  tags: ['Healing'],
  media_urls: ['/media/a.png'],
  owner_id: SIGNED_IN_USER.id,
  // As Your Stories hands it over: her own list marks it hers.
  is_mine: true,
});

function setup({
  backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] }),
  id = STORY.id,
  state,
}: { backend?: FakeBackend; id?: string; state?: EditStoryHandoff } = {}) {
  renderWithProviders(<EditStoryPage />, { ...editStoryRoute(id, state), backend });
  return { backend, user: userEvent.setup() };
}

function correction(storyId: string, content: string): EditStoryHandoff['grammarCorrection'] {
  return { storyId, content };
}

beforeEach(() => {
  toast.remove();
});

describe('Edit Story: Fix Grammar', () => {
  it('corrects the text in the editor without saving it', async () => {
    const { backend, user } = setup();
    const content = await screen.findByLabelText('Your Story');
    await waitFor(() => expect(content).toHaveValue('i was scarred'));
    await user.click(await screen.findByRole('button', { name: 'Fix Grammar' }));
    expect(await screen.findByText(MESSAGES.grammarUpdatedInEditor)).toBeInTheDocument();
    expect(content).toHaveValue('i was scarred (corrected)');
    expect(backend.callCount('stories.update')).toBe(0);
  });
});

describe('Edit Story: a correction handed over from Your Stories', () => {
  it('starts the editor with it unsaved, and Update Story saves it', async () => {
    const { backend, user } = setup({
      state: { story: STORY, grammarCorrection: correction(STORY.id, 'I was scared.') },
    });
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByRole('button', { name: 'Healing', pressed: true })).toBeInTheDocument();
    expect(backend.callCount('stories.update')).toBe(0);
    // The unsaved text does not stay in the history entry; the story handed over does.
    await waitFor(() =>
      expect(JSON.stringify(currentLocation().state)).not.toContain('I was scared.'),
    );
    expect(JSON.stringify(currentLocation().state)).toContain('My title');
    expect(screen.getByLabelText('Your Story')).toHaveValue('I was scared.');

    await user.click(screen.getByRole('button', { name: 'Update Story' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/share-story'));
    const [id, input] = backend.callsTo('stories.update')[0]?.args as [string, StoryInput];
    expect(id).toBe(STORY.id);
    expect(input).toMatchObject({
      title: 'My title',
      content: 'I was scared.',
      tags: ['Healing'],
      mediaUrls: ['/media/a.png'],
    });
  });

  it('uses it once the story is fetched, when only the correction came along', async () => {
    setup({ state: { grammarCorrection: correction(STORY.id, 'I was scared.') } });
    expect(await screen.findByLabelText('Your Story')).toHaveValue('I was scared.');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
  });

  it('ignores a correction meant for another story', async () => {
    setup({ state: { story: STORY, grammarCorrection: correction('story-2', 'Not this one.') } });
    expect(await screen.findByLabelText('Your Story')).toHaveValue('i was scarred');
  });

  it('runs the identifying-details check before Update Story saves it', async () => {
    const { backend, user } = setup({
      state: {
        story: STORY,
        grammarCorrection: correction(STORY.id, 'Write to me at asha@example.com.'),
      },
    });
    await screen.findByLabelText('Your Story');
    await user.click(screen.getByRole('button', { name: 'Update Story' }));
    const region = await screen.findByRole('region', { name: 'Details that could identify you' });
    expect(backend.callCount('stories.update')).toBe(0);
    await user.click(within(region).getByRole('button', { name: 'Update anyway' }));
    await waitFor(() => expect(backend.callCount('stories.update')).toBe(1));
    expect((backend.callsTo('stories.update')[0]?.args[1] as StoryInput).content).toBe(
      'Write to me at asha@example.com.',
    );
  });
});
