import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { peekDraft, forgetDraft } from '@/features/share-story/draft-memory';
import { reloadToSignIn } from '@/features/share-story/sign-in-again';
import {
  currentPath,
  fields,
  HER,
  renderShareStoryPage,
  savedStories,
  SHARE_RETURN_QUERY,
} from '@/features/share-story/share-story-test-utils';

// The test DOM cannot load a page: the full load is only recorded here (the browser tests follow it).
vi.mock('@/features/share-story/sign-in-again', () => ({ reloadToSignIn: vi.fn() }));

beforeEach(() => {
  forgetDraft();
  vi.mocked(reloadToSignIn).mockClear();
});

describe('a session the server has ended while she writes', () => {
  it('opens sign-in afresh, to come back to Share Story, with her draft kept', async () => {
    const page = await renderShareStoryPage();
    const { user } = page;
    await user.type(fields().title, 'Expired title');
    await user.type(fields().content, 'Expired story');
    // Meanwhile she signed out everywhere from her phone.
    const phone = await page.openBrowser(HER);
    await phone.backend.account.signOutEverywhere();
    await user.click(fields().share());

    await vi.waitFor(() =>
      expect(reloadToSignIn).toHaveBeenCalledWith(`/auth${SHARE_RETURN_QUERY}`),
    );
    expect(peekDraft()).toMatchObject({ title: 'Expired title', content: 'Expired story' });
    // The form keeps her words in the meantime.
    expect(currentPath()).toBe('/share-story');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Expired title');
    expect(await savedStories((await page.openBrowser(HER)).backend)).toEqual([]);
  });
});
