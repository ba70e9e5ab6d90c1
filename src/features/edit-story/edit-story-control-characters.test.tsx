import { screen } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import {
  expectToast,
  ONE_STORY,
  renderEditStoryPage,
  savedStory,
} from '@/features/edit-story/edit-story-test-utils';

/** Edit Story on her story, handed over by Your Stories. */
async function setup() {
  const page = await renderEditStoryPage({ state: (story) => ({ story }) });
  await screen.findByRole('textbox', { name: 'Title' });
  return page;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const updateButton = () => screen.getByRole('button', { name: 'Update Story' });

beforeEach(() => {
  toast.remove();
});

describe('Edit Story: hidden control characters', () => {
  // Which characters are refused in which field is the story schema's (src/domain/
  // story-input.test.ts, control-characters.test.ts): here, that the page refuses before sending.
  it('refuses DEL in the story before sending, keeping the change', async () => {
    const { network, user } = await setup();
    await user.clear(field('Your Story'));
    await user.click(field('Your Story'));
    await user.paste('Edited\u007f text');
    await user.click(updateButton());

    await expectToast(MESSAGES.textHasControlCharacters);
    // Refused on the page: nothing she typed left the browser.
    expect(network.requestsTo('PATCH', ONE_STORY)).toEqual([]);
    expect(field('Your Story')).toHaveValue('Edited\u007f text');
  });

  it('updates a story whose text has line breaks and tabs', async () => {
    const page = await setup();
    await page.user.clear(field('Your Story'));
    await page.user.click(field('Your Story'));
    await page.user.paste('Line one.\n\tLine two.');
    await page.user.click(updateButton());

    await expectToast(MESSAGES.storyUpdated);
    // Stored with its line break and tab (happy-dom gives a textarea's line breaks as CRLF, where
    // browsers give LF: both pass).
    expect((await savedStory(page, page.story.id))?.content).toMatch(
      /^Line one\.\r?\n\tLine two\.$/,
    );
  });
});
