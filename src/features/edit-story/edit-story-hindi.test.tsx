import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { ONE_STORY, renderEditStoryPage } from '@/features/edit-story/edit-story-test-utils';
import { activateForTests } from '@/testing/i18n';
import { PLAIN_PNG } from '@/testing/image-samples';
import { voiceNoteBytes } from '@/testing/voice-note';

beforeEach(() => {
  toast.remove();
  activateForTests('hi');
});
afterEach(() => activateForTests('en'));

describe('Edit Story in Hindi', () => {
  it('names the page, the fields, her media and the buttons in Hindi', async () => {
    await renderEditStoryPage({
      media: [
        new File([PLAIN_PNG], 'one.png', { type: 'image/png' }),
        new File([voiceNoteBytes()], 'two.wav', { type: 'audio/wav' }),
      ],
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कहानी बदलें');
    expect(await screen.findByRole('textbox', { name: 'शीर्षक' })).toHaveValue('My first title');
    expect(screen.getByRole('textbox', { name: 'आपकी कहानी' })).toHaveValue('What I first wrote.');
    const media = screen.getByRole('region', { name: 'इस कहानी की फ़ाइलें' });
    expect(media).toHaveTextContent('जो फ़ाइलें आप हटाएँगी, वे “बदलाव सहेजें” दबाने पर मिट जाएँगी।');
    expect(within(media).getByRole('button', { name: 'फ़ोटो 1 हटाएँ' })).toBeVisible();
    expect(within(media).getByRole('button', { name: 'ऑडियो 2 हटाएँ' })).toBeVisible();
    expect(screen.getByLabelText('फ़ाइलें जोड़ें (ज़रूरी नहीं, 50MB तक)')).toHaveAccessibleDescription(
      'फ़ोटो, वीडियो या ऑडियो, ज़्यादा से ज़्यादा 10 फ़ाइलें। हर फ़ाइल चुनते ही अपलोड होने लगती है।',
    );
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'रद्द करें' })).toHaveAttribute('href', '/share-story');
  });

  it('says in Hindi when the story cannot be loaded, and offers to try again', async () => {
    const { network } = await renderEditStoryPage({
      id: ({ network }, story) => {
        network.fail('GET', ONE_STORY);
        return story.id;
      },
    });

    expect(await screen.findByText('अभी यह कहानी लोड नहीं हो सकी।')).toBeVisible();
    network.fail('GET', ONE_STORY, false);
    await userEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('textbox', { name: 'शीर्षक' })).toHaveValue('My first title');
  });
});
