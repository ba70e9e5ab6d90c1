import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { forgetDraft } from '@/features/share-story/draft-memory';
import {
  expectToast,
  MB,
  mediaFile,
  OFFERED_HELPERS,
  pngFile,
  renderShareStoryPage,
  savedStories,
  shareStory,
  UPLOAD,
} from '@/features/share-story/share-story-test-utils';
import { activateForTests } from '@/testing/i18n';
import { hideStoryByReports } from '@/testing/seed';

const setup = renderShareStoryPage;

const titleField = () => screen.getByRole('textbox', { name: 'शीर्षक' });
const storyField = () => screen.getByRole('textbox', { name: 'आपकी कहानी' });
const shareButton = () => screen.getByRole('button', { name: 'कहानी साझा करें' });

beforeEach(() => {
  toast.remove();
  forgetDraft();
  activateForTests('hi');
});
afterEach(() => activateForTests('en'));

describe('Share Story in Hindi', () => {
  it('labels the form, the recorder and her own stories in Hindi', async () => {
    await setup({
      helpers: OFFERED_HELPERS(),
      async before(started) {
        const story = await shareStory(started.backend, { title: 'Reported' });
        const reader = await started.openBrowser('reader@example.org');
        await reader.backend.stories.react(story.id);
        await hideStoryByReports(started.server, story.id);
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपनी कहानी साझा करें');
    expect(titleField()).toHaveValue('');
    expect(storyField()).toHaveAccessibleDescription(
      'आप चाहें तो ऐसे नाम, जगहें या बातें छोड़ सकती हैं, जिनसे आपकी पहचान हो सकती है। आप बिना शीर्षक और बिना कुछ लिखे, सिर्फ़ आवाज़ में संदेश भी साझा कर सकती हैं।',
    );
    expect(screen.getByRole('group', { name: 'टैग' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'सामग्री चेतावनी (ज़रूरी नहीं)' })).toBeVisible();
    expect(screen.getByLabelText('फ़ाइलें अपलोड करें (ज़रूरी नहीं, 200MB तक)')).toHaveAttribute(
      'type',
      'file',
    );
    expect(screen.getByRole('button', { name: 'टैग सुझाएँ' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'व्याकरण ठीक करें' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'आवाज़ में संदेश' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'रिकॉर्ड करें' })).toBeVisible();
    expect(shareButton()).toHaveAccessibleDescription('आपकी पहचान गुप्त रहेगी');

    const mine = screen.getByRole('region', { name: 'आपकी कहानियाँ' });
    const card = await within(mine).findByRole('article', { name: 'Reported' });
    expect(card).toHaveTextContent('जाँच हो रही है।');
    expect(card).toHaveTextContent('प्रतिक्रियाएँ: 1');
    expect(within(card).getByRole('link', { name: 'बदलें' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  });

  it('words the identifying-details prompt in Hindi, and shares once she chooses to', async () => {
    const { backend, network, user } = await setup();
    await user.type(titleField(), 'Flat 302');
    await user.type(storyField(), 'He still calls from 98765 43210 every night.');
    await user.click(shareButton());

    const region = await screen.findByRole('region', {
      name: 'ऐसी बातें, जिनसे आपकी पहचान हो सकती है',
    });
    expect(region).toHaveTextContent(
      'लगता है, इन बातों से कोई आपको या आपकी कहानी के लोगों को ढूँढ सकता है। आप चाहें तो इन्हें हटा या बदल सकती हैं। फ़ैसला आपका है।',
    );
    expect(region).toHaveTextContent('पता · शीर्षक में');
    expect(region).toHaveTextContent('फ़ोन नंबर · आपकी कहानी में');
    expect(within(region).getByRole('button', { name: 'कहानी में बदलाव करें' })).toBeVisible();
    expect(network.requestsTo('POST', '/api/stories')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'फिर भी साझा करें' }));
    await expectToast('आपकी कहानी साझा हो गई है');
    expect(await savedStories(backend)).toHaveLength(1);
  });

  it('shows each upload, its progress and what she can do with it in Hindi', async () => {
    const { network, user } = await setup();
    const held = network.hold('POST', UPLOAD);
    const photo = pngFile('photo.png');
    Object.defineProperty(photo, 'size', { value: 1.5 * MB });
    const media = screen.getByLabelText('फ़ाइलें अपलोड करें (ज़रूरी नहीं, 200MB तक)');
    // The voice file is no real recording: the server refuses it.
    await user.upload(media, [photo, mediaFile('voice.mp3', 'audio/mpeg', 300 * 1024)]);

    const list = screen.getByRole('list', { name: 'आपकी कहानी की फ़ाइलें' });
    expect(
      within(list).getByRole('progressbar', { name: 'photo.png अपलोड हो रही है' }),
    ).toBeVisible();
    expect(list).toHaveTextContent('1.5 MB');
    expect(list).toHaveTextContent('300 KB');
    expect(within(list).getByRole('button', { name: 'photo.png का अपलोड रद्द करें' })).toBeVisible();
    expect(screen.getByText('कृपया थोड़ा रुकें: आपकी फ़ाइलें अभी अपलोड हो रही हैं।')).toHaveAttribute(
      'role',
      'status',
    );

    await vi.waitFor(() => expect(held.waiting).toBe(2));
    held.releaseAll();
    await waitFor(() => expect(list).toHaveTextContent('अपलोड नहीं हुई'));
    await waitFor(() => expect(list).toHaveTextContent('अपलोड हो गई'));
    expect(within(list).getByRole('button', { name: 'photo.png हटाएँ' })).toBeVisible();
    expect(
      within(list).getByRole('button', { name: 'voice.mp3 के लिए फिर से कोशिश करें' }),
    ).toBeVisible();
    expect(
      screen.getByText('एक फ़ाइल अपलोड नहीं हुई। आगे बढ़ने के लिए उसे फिर से अपलोड करें या हटा दें।'),
    ).toBeVisible();
  });
});
