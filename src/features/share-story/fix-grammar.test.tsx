// Fix Grammar on Share Story (corrects the draft) and in Your Stories (opens Edit Story with the
// correction, unsaved). The server's helper answers with a stand-in provider: `text (corrected)`.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELPER_PATHS } from '@/backend/helpers-client';
import { message, MESSAGES } from '@/domain/messages';
import {
  currentPath,
  expectNoToast,
  expectToast,
  handedOver,
  OFFERED_HELPERS,
  renderShareStoryPage,
  savedStories,
  shareStory,
} from '@/features/share-story/share-story-test-utils';

const GRAMMAR = HELPER_PATHS.correctGrammar;

/** Share Story with her story 'My story' ('i was scarred') in Your Stories. */
async function setupWithOwnStory() {
  const page = await renderShareStoryPage({
    helpers: OFFERED_HELPERS(),
    before: ({ backend }) =>
      shareStory(backend, { title: 'My story', content: 'i was scarred', tags: ['Healing'] }),
  });
  const region = screen.getByRole('region', { name: 'Your Stories' });
  const card = await within(region).findByRole('article', { name: 'My story' });
  const [story] = await savedStories(page.backend);
  page.network.forget();
  return { ...page, card, storyId: story?.id ?? '' };
}

describe('Fix Grammar', () => {
  // Correcting the draft on Share Story, and in Your Stories opening Edit Story with the
  // correction, saving nothing: helpers.spec.ts' journey.
  it('in Your Stories stays put and says why when the correction fails', async () => {
    const { card, network, user } = await setupWithOwnStory();
    network.fail('POST', GRAMMAR);
    const button = await within(card).findByRole('button', { name: 'Fix Grammar' });
    await user.click(button);
    await expectToast(message('grammarFailed', { message: MESSAGES.helperUnreachable }));
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(card).toHaveTextContent('i was scarred');
    expect(button).toHaveTextContent('Fix Grammar');
  });

  it('in Your Stories does not pull her away once she has left the list', async () => {
    const { card, network, storyId, user } = await setupWithOwnStory();
    const held = network.hold('POST', GRAMMAR);
    await user.click(await within(card).findByRole('button', { name: 'Fix Grammar' }));
    await user.click(within(card).getByRole('link', { name: 'Edit' }));
    expect(currentPath()).toBe(`/edit-story/${storyId}`);
    held.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handedOver()?.grammarCorrection ?? null).toBeNull();
    expectNoToast(MESSAGES.grammarUpdatedInEditor);
  });
  // A story without text: GrammarButton asks for text first (grammar-button.test.tsx).
});
