import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  expectNoToast,
  expectToast,
  fields,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

vi.mock('@/domain/tag-suggestion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/tag-suggestion')>()),
  suggestTags: () => {
    throw new Error('keyword lists unavailable');
  },
}));

beforeEach(() => {
  toast.remove();
});

it('says Failed to suggest tags. when the helper breaks, and keeps the story', async () => {
  const backend = createFakeBackend({ user: SIGNED_IN_USER });
  renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: backend });
  const user = userEvent.setup();
  await user.type(fields().content, 'My boss at the office.');
  await user.click(screen.getByRole('button', { name: 'Suggest Tags' }));
  await expectToast(MESSAGES.tagsSuggestFailed);
  expectNoToast(MESSAGES.tagsSuggested);
  expect(fields().content).toHaveValue('My boss at the office.');
});
