import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoryInput } from '@/backend/port';
import { MESSAGES } from '@/domain/messages';
import { forgetDraft } from '@/features/share-story/draft-memory';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  expectToast,
  fields,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

function setup() {
  const backend = createFakeBackend({ user: SIGNED_IN_USER });
  renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
  return { backend, user: userEvent.setup() };
}

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
    const { backend, user } = setup();
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
    expect(backend.callCount('stories.create')).toBe(0);
    expect(fields().title).toHaveValue(title);
    expect(fields().content).toHaveValue(content);
  });

  it('shares a story with line breaks, Devanagari and emoji sequences', async () => {
    const { backend, user } = setup();
    await user.click(fields().title);
    await user.paste('मेरी कहानी 👩‍👧');
    await user.click(fields().content);
    await user.paste('First line.\n\n\tSecond 💜');
    await user.click(fields().share());

    await expectToast(MESSAGES.storyShared);
    const sent = backend.callsTo('stories.create')[0]?.args[0] as StoryInput;
    expect(sent).toMatchObject({ title: 'मेरी कहानी 👩‍👧', content: 'First line.\n\n\tSecond 💜' });
  });
});
