import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import {
  expectNoToast,
  expectToast,
  fields,
  renderShareStoryPage,
} from '@/features/share-story/share-story-test-utils';

vi.mock('@/domain/tag-suggestion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/tag-suggestion')>()),
  suggestTags: () => {
    throw new Error('keyword lists unavailable');
  },
}));

it('says Failed to suggest tags. when the helper breaks, and keeps the story', async () => {
  // A visitor can suggest tags too: no account is needed to see what the page does.
  const { user } = await renderShareStoryPage({ visitor: true });
  await user.type(fields().content, 'My boss at the office.');
  await user.click(screen.getByRole('button', { name: 'Suggest Tags' }));
  await expectToast(MESSAGES.tagsSuggestFailed);
  expectNoToast(MESSAGES.tagsSuggested);
  expect(fields().content).toHaveValue('My boss at the office.');
});
