import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { forgetDraft } from '@/features/share-story/draft-memory';
import {
  expectToast,
  fields,
  renderShareStoryPage,
  savedStories,
} from '@/features/share-story/share-story-test-utils';

const setup = renderShareStoryPage;

beforeEach(() => {
  toast.remove();
  forgetDraft();
});

describe('Share Story: hidden control characters', () => {
  // Which characters are refused in which field (NUL, C1 controls, a tab inside the one-line
  // title, the content warning too) is the story schema's, proved in src/domain/story-input.test.ts
  // and control-characters.test.ts: here, that the page refuses before sending.
  it('refuses an escape character in the story before sending, keeping what she wrote', async () => {
    const { network, user } = await setup();
    const content = 'What \u001b[31mhappened';
    await user.click(fields().title);
    await user.paste('My title');
    await user.click(fields().content);
    await user.paste(content);
    await user.click(fields().share());

    await expectToast(MESSAGES.textHasControlCharacters);
    // Refused on the page: nothing she typed left the browser.
    expect(network.requestsTo('POST', '/api/stories')).toEqual([]);
    expect(fields().title).toHaveValue('My title');
    expect(fields().content).toHaveValue(content);
  });

  it('shares a story with line breaks, Devanagari and emoji sequences', async () => {
    const { backend, user } = await setup();
    await user.click(fields().title);
    await user.paste('मेरी कहानी 👩‍👧');
    await user.click(fields().content);
    await user.paste('First line.\n\n\tSecond 💜');
    await user.click(fields().share());

    await expectToast(MESSAGES.storyShared);
    // Stored as she wrote it.
    expect(await savedStories(backend)).toMatchObject([
      { title: 'मेरी कहानी 👩‍👧', content: 'First line.\n\n\tSecond 💜' },
    ]);
  });
});
