import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { peekDraft, forgetDraft } from '@/features/share-story/draft-memory';
import ShareStoryPage from '@/features/share-story/share-story-page';
import { reloadToSignIn } from '@/features/share-story/sign-in-again';
import {
  currentPath,
  fields,
  SHARE_RETURN_QUERY,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

// The test DOM cannot load a page: the full load is only recorded here (the browser tests follow it).
vi.mock('@/features/share-story/sign-in-again', () => ({ reloadToSignIn: vi.fn() }));

beforeEach(() => {
  forgetDraft();
  vi.mocked(reloadToSignIn).mockClear();
});

describe('a session the server has ended while she writes', () => {
  it('opens sign-in afresh, to come back to Share Story, with her draft kept', async () => {
    const fake = createFakeBackend({ user: SIGNED_IN_USER });
    fake.fail('stories.create', new BackendError('unauthenticated', 'Sign in first', 401));
    renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: fake });
    const user = userEvent.setup();
    await user.type(fields().title, 'Expired title');
    await user.type(fields().content, 'Expired story');
    await user.click(fields().share());

    await vi.waitFor(() =>
      expect(reloadToSignIn).toHaveBeenCalledWith(`/auth${SHARE_RETURN_QUERY}`),
    );
    expect(peekDraft()).toMatchObject({ title: 'Expired title', content: 'Expired story' });
    // The form keeps her words in the meantime.
    expect(currentPath()).toBe('/share-story');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Expired title');
  });
});
