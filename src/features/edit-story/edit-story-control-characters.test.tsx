// @vitest-environment jsdom
// jsdom: happy-dom gives a textarea's value with CRLF line breaks, where browsers give LF.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import { editStoryRoute } from '@/features/edit-story/edit-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const STORY: Story = makeStory(1, {
  id: 'story-1',
  title: 'My first title',
  content: 'What I first wrote.',
  tags: ['Recovery'],
  media_urls: [],
  owner_id: SIGNED_IN_USER.id,
  // As Your Stories hands it over: her own list marks it hers.
  is_mine: true,
});

async function setup() {
  const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
  renderWithProviders(<EditStoryPage />, {
    ...editStoryRoute(STORY.id, { story: STORY }),
    backend,
  });
  await screen.findByRole('textbox', { name: 'Title' });
  return { backend, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const updateButton = () => screen.getByRole('button', { name: 'Update Story' });

function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[role="status"][aria-live]')).map(
    (element) => element.textContent ?? '',
  );
}

beforeEach(() => {
  toast.remove();
});

describe('Edit Story: hidden control characters', () => {
  it.each([
    ['a NUL in the title', 'Title', 'Edited\u0000'],
    ['DEL in the story', 'Your Story', 'Edited\u007f text'],
    ['a C1 control in the content warning', 'Content warning (optional)', '\u009bViolence'],
  ])('refuses %s before sending, keeping the change', async (_, label, text) => {
    const { backend, user } = await setup();
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(text);
    await user.click(updateButton());

    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.textHasControlCharacters));
    expect(backend.callCount('stories.update')).toBe(0);
    expect(field(label)).toHaveValue(text);
  });

  it('updates a story whose text has line breaks and tabs', async () => {
    const { backend, user } = await setup();
    await user.clear(field('Your Story'));
    await user.click(field('Your Story'));
    await user.paste('Line one.\r\n\tLine two.');
    await user.click(updateButton());

    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.storyUpdated));
    const [, sent] = backend.callsTo('stories.update')[0]?.args as [string, StoryInput];
    expect(sent.content).toBe('Line one.\n\tLine two.');
  });
});
