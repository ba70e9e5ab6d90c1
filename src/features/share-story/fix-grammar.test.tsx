// Fix Grammar on Share Story (corrects the draft) and in Your Stories (saves to her story).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import { COPY } from '@/domain/copy';
import { MESSAGES } from '@/domain/messages';
import { ShareStoryHarness } from '@/features/share-story/share-story-test-harness';
import { expectToast, fields } from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';

function setup(backend: FakeBackend) {
  render(<ShareStoryHarness backend={backend} auth={backend.auth} />);
  return userEvent.setup();
}

const ownStory = makeStory(1, {
  id: 'mine-1',
  title: 'My story',
  content: 'i was scarred',
  tags: ['Healing'],
  media_urls: ['/media/a.png'],
  author_id: SIGNED_IN_USER.id,
});

beforeEach(() => {
  toast.remove();
});

describe('Fix Grammar', () => {
  it('corrects the draft on Share Story', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    const user = setup(backend);
    await user.type(fields().content, 'i was scarred');
    const form = fields().content.closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: COPY.fixGrammar }));
    await expectToast(MESSAGES.grammarUpdated);
    expect(fields().content).toHaveValue('i was scarred (corrected)');
    expect(backend.callsTo('helpers.correctGrammar')[0]?.args).toEqual(['i was scarred']);
  });

  it('saves the correction to her story in Your Stories', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [ownStory] });
    const user = setup(backend);
    const region = screen.getByRole('region', { name: COPY.yourStories });
    const card = await within(region).findByRole('article', { name: 'My story' });
    await user.click(within(card).getByRole('button', { name: COPY.fixGrammar }));
    await expectToast(MESSAGES.grammarUpdated);
    expect(card).toHaveTextContent('i was scarred (corrected)');
    const [id, input] = backend.callsTo('stories.update')[0]?.args as [string, StoryInput];
    expect(id).toBe('mine-1');
    expect(input).toEqual({
      title: 'My story',
      content: 'i was scarred (corrected)',
      tags: ['Healing'],
      mediaUrls: ['/media/a.png'],
    });
  });

  it('leaves her story as it was when saving the correction fails', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [ownStory] });
    backend.fail('stories.update', new BackendError('network', 'offline'));
    const user = setup(backend);
    const region = screen.getByRole('region', { name: COPY.yourStories });
    const card = await within(region).findByRole('article', { name: 'My story' });
    await user.click(within(card).getByRole('button', { name: COPY.fixGrammar }));
    await expectToast(MESSAGES.storyUpdateFailed);
    expect(card).toHaveTextContent('i was scarred');
    expect(card).not.toHaveTextContent('(corrected)');
  });
});
