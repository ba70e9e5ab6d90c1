import { screen } from '@testing-library/react';
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

const warningField = () => screen.getByRole('textbox', { name: 'Content warning (optional)' });

beforeEach(() => {
  toast.remove();
  forgetDraft();
});

describe('Share Story: hidden control characters', () => {
  it.each<[string, { title?: string; content?: string; warning?: string }]>([
    ['a NUL in the title', { title: 'My\u0000title' }],
    ['an escape character in the story', { content: 'What \u001b[31mhappened' }],
    ['a C1 control in the content warning', { warning: 'Violence\u0085' }],
    ['a tab inside the one-line title', { title: 'My\ttitle' }],
  ])('refuses %s before sending, keeping what she wrote', async (_, typed) => {
    const { network, user } = await setup();
    const title = typed.title ?? 'My title';
    const content = typed.content ?? 'What happened.';
    await user.click(fields().title);
    await user.paste(title);
    await user.click(fields().content);
    await user.paste(content);
    if (typed.warning) {
      await user.click(warningField());
      await user.paste(typed.warning);
    }
    await user.click(fields().share());

    await expectToast(MESSAGES.textHasControlCharacters);
    // Refused on the page: nothing she typed left the browser.
    expect(network.requestsTo('POST', '/api/stories')).toEqual([]);
    expect(fields().title).toHaveValue(title);
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
