// Your Stories shows, on each of her stories, the support readers sent (issue 36): how many
// messages, which ones with how many readers sent each, newest first, in her language, never who.
// Opening it marks them seen. Against the real server in process: readers send through their own
// browsers, as Send Support does.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupportMessageId } from '@/domain/support-messages';
import { renderShareStoryPage, shareStory } from '@/features/share-story/share-story-test-utils';
import type { TestBackend } from '@/testing/test-backend';

const SEEN = '/api/stories/mine/support/seen';

/** `messages[i]` sent to `storyId` by reader i + 1 (each from her own browser). */
async function sendSupport(test: TestBackend, storyId: string, messages: SupportMessageId[]) {
  for (const [index, messageId] of messages.entries()) {
    const reader = await test.openBrowser(`reader-${index + 1}@example.org`);
    await reader.backend.stories.sendSupport({ storyId, messageId });
  }
}

/** Her two stories: "Supported" with three messages (not-alone twice, then stay-strong). */
function herSupportedStories() {
  return renderShareStoryPage({
    async before(test) {
      await shareStory(test.backend, { title: 'Quiet' });
      const supported = await shareStory(test.backend, { title: 'Supported' });
      await sendSupport(test, supported.id, ['not-alone', 'not-alone', 'stay-strong']);
    },
  });
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('Your Stories: the support her stories received', () => {
  it('lists on her story how many messages came and which, newest first, naming no one', async () => {
    await herSupportedStories();
    const supported = await screen.findByRole('article', { name: 'Supported' });
    const region = await within(supported).findByRole('region', {
      name: 'Readers sent you 3 messages of support',
    });
    const lines = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(['Stay strong1 reader', 'You are not alone2 readers']);
    expect(region.textContent).not.toMatch(/reader-\d|@/);
    // A story nobody has sent support to shows nothing about it.
    expect(within(card('Quiet')).queryByRole('region')).not.toBeInTheDocument();
  });

  // Nothing asked for a visitor: share-story-form.test.tsx's visitor test.
  // Marked seen once she has opened Your Stories (the count gone, what came still listed), and in
  // Hindi: send-support.spec.ts' journey.
  it('marks nothing seen when nothing is new', async () => {
    const { network } = await renderShareStoryPage({
      before: (test) => shareStory(test.backend, { title: 'Quiet' }),
    });
    await screen.findByRole('article', { name: 'Quiet' });
    await waitFor(() =>
      expect(network.requestsTo('GET', '/api/stories/mine/support')).toHaveLength(1),
    );
    expect(network.requestsTo('POST', SEEN)).toEqual([]);
  });
});
