// Fix Grammar on Share Story (corrects the draft) and in Your Stories (opens Edit Story with the
// correction, unsaved).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { message, MESSAGES } from '@/domain/messages';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  currentPath,
  expectNoToast,
  expectToast,
  fields,
  handedOver,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

function setup(backend: FakeBackend) {
  renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
  return userEvent.setup();
}

const ownStory = makeStory(1, {
  id: 'mine-1',
  title: 'My story',
  content: 'i was scarred',
  tags: ['Healing'],
  media_urls: ['/media/a.png'],
  owner_id: SIGNED_IN_USER.id,
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
    await user.click(await within(form).findByRole('button', { name: 'Fix Grammar' }));
    await expectToast(MESSAGES.grammarUpdated);
    expect(fields().content).toHaveValue('i was scarred (corrected)');
    expect(backend.callsTo('helpers.correctGrammar')[0]?.args).toEqual(['i was scarred']);
  });

  it('in Your Stories opens Edit Story with the correction, saving nothing', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [ownStory] });
    const user = setup(backend);
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const card = await within(region).findByRole('article', { name: 'My story' });
    await user.click(await within(card).findByRole('button', { name: 'Fix Grammar' }));
    await expectToast(MESSAGES.grammarUpdatedInEditor);
    await waitFor(() => expect(currentPath()).toBe('/edit-story/mine-1'));
    expect(backend.callsTo('helpers.correctGrammar')[0]?.args).toEqual(['i was scarred']);
    // The correction travels in navigation state only, with the story it belongs to.
    expect(handedOver()?.story?.title).toBe('My story');
    expect(handedOver()?.grammarCorrection).toEqual({
      storyId: 'mine-1',
      content: 'i was scarred (corrected)',
    });
    expect(backend.callCount('stories.update')).toBe(0);
    expect(backend.callCount('stories.create')).toBe(0);
    expect((await backend.stories.get('mine-1'))?.content).toBe('i was scarred');
  });

  it('in Your Stories stays put and says why when the correction fails', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [ownStory] });
    backend.fail('helpers.correctGrammar', new BackendError('network', 'offline'));
    const user = setup(backend);
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const card = await within(region).findByRole('article', { name: 'My story' });
    const button = await within(card).findByRole('button', { name: 'Fix Grammar' });
    await user.click(button);
    await expectToast(message('grammarFailed', { message: 'offline' }));
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(card).toHaveTextContent('i was scarred');
    expect(button).toHaveTextContent('Fix Grammar');
    expect(backend.callCount('stories.update')).toBe(0);
  });

  it('in Your Stories does not pull her away once she has left the list', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [ownStory] });
    const held = backend.hold('helpers.correctGrammar');
    const user = setup(backend);
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const card = await within(region).findByRole('article', { name: 'My story' });
    await user.click(await within(card).findByRole('button', { name: 'Fix Grammar' }));
    await user.click(within(card).getByRole('link', { name: 'Edit' }));
    expect(currentPath()).toBe('/edit-story/mine-1');
    held.releaseAll();
    await waitFor(() => expect(backend.callCount('helpers.correctGrammar')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handedOver()?.grammarCorrection ?? null).toBeNull();
    expectNoToast(MESSAGES.grammarUpdatedInEditor);
  });

  it('in Your Stories asks for text first when her story has none', async () => {
    const voiceOnly = makeStory(2, {
      id: 'mine-2',
      title: 'Voice only',
      content: '',
      media_urls: ['/media/note.mp3'],
      owner_id: SIGNED_IN_USER.id,
    });
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [voiceOnly] });
    const user = setup(backend);
    const region = screen.getByRole('region', { name: 'Your Stories' });
    const card = await within(region).findByRole('article', { name: 'Voice only' });
    await user.click(await within(card).findByRole('button', { name: 'Fix Grammar' }));
    await expectToast(MESSAGES.grammarNeedsContent);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(backend.callCount('helpers.correctGrammar')).toBe(0);
  });
});
