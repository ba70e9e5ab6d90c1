import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { EDIT_STORY_TAGS } from '@/domain/vocabularies';
import { EditStoryForm } from '@/features/edit-story/edit-story-form';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import {
  currentPath,
  editStoryRoute,
  expectToast,
  HER,
  ONE_STORY,
  renderEditStoryPage,
  savedStory,
} from '@/features/edit-story/edit-story-test-utils';
import { PLAIN_PNG } from '@/testing/image-samples';
import { renderWithProviders } from '@/testing/render-with-providers';
import { seedStory, seedUser } from '@/testing/seed';
import { sendBackStory } from '@/testing/server-side';
import { startTestBackend } from '@/testing/test-backend';
import { voiceNoteBytes } from '@/testing/voice-note';

const UPLOAD = '/api/media';
const pngFile = (name = 'photo.png') => new File([PLAIN_PNG], name, { type: 'image/png' });
const voiceNote = () => new File([voiceNoteBytes()], 'voice.wav', { type: 'audio/wav' });
const MEDIA_REMOVAL = /^\/api\/media\//;

/** Her story with a photo and a voice message, handed over by Your Stories. */
const withMedia = { media: [pngFile(), voiceNote()], state: (story: unknown) => ({ story }) };

const titleField = () => screen.getByLabelText('Title');
const contentField = () => screen.getByLabelText('Your Story');
const mediaField = () => screen.getByLabelText('Add Media (Optional, Max 50MB)');
const updateButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(Update Story|Updating...)`) });

/** A File whose bytes the server refuses; `size` pretends a large file without allocating it. */
function mediaFile(name: string, type: string, size?: number): File {
  const file = new File(['media bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The names of the files on their way, as their progress bars name them. */
function uploading(): string[] {
  return screen
    .queryAllByRole('progressbar')
    .map((bar) => (bar.getAttribute('aria-label') ?? '').replace(/^Uploading /, ''));
}

describe('Edit Story: opening', () => {
  it('fills the form from the story handed over by Your Stories, without fetching', async () => {
    const { network } = await renderEditStoryPage({ state: (story) => ({ story }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
    expect(contentField()).toHaveValue('What I first wrote.');
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(network.requestsTo('GET', ONE_STORY)).toEqual([]);
  });

  // Opened from a link or a reload, it loads the story: edit-story.spec.ts.
  it('ignores state that belongs to another story', async () => {
    let other: unknown;
    const { network } = await renderEditStoryPage({
      async id({ backend }, story) {
        other = await backend.stories.create({
          title: 'Other',
          content: 'Another of hers.',
          tags: [],
          mediaUrls: [],
        });
        return story.id;
      },
      state: () => ({ story: other }),
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
    expect(network.requestsTo('GET', ONE_STORY)).toHaveLength(1);
  });

  it('offers the first nine tags, and still shows a tag the story has beyond them', async () => {
    await renderEditStoryPage({ story: { tags: ['Legal'] }, state: (story) => ({ story }) });
    await screen.findByLabelText('Title');
    const chips = within(screen.getByRole('group', { name: 'Tags' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent.replace('✓ ', ''));
    // Only nine, Mental Health not among them: edit-story.spec.ts' journey.
    expect(chips).toEqual([...EDIT_STORY_TAGS, 'Legal']);
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { backend, server } = await startTestBackend();
    const story = await seedStory(server);
    renderWithProviders(<EditStoryPage />, { ...editStoryRoute(story.id), backend });
    await expectToast(MESSAGES.editSignInRequired);
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('says Story not found and goes back to Share Story for an unknown id', async () => {
    await renderEditStoryPage({ id: () => 'no-such-story' });
    await expectToast(MESSAGES.storyNotFound);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
  });

  it.each([
    ['opened by its address', false],
    ['handed over in navigation state', true],
  ])("refuses someone else's story %s and goes back to Share Story", async (_, handed) => {
    let theirs: unknown;
    await renderEditStoryPage({
      async id({ backend, server }) {
        const seeded = await seedStory(server);
        // As she reads it: not hers.
        theirs = await backend.stories.get(seeded.id);
        return seeded.id;
      },
      state: handed ? () => ({ story: theirs }) : undefined,
    });
    await expectToast(MESSAGES.editNotAuthorized);
    // The toast can show a render before the redirect lands.
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('offers Try again when the story cannot be loaded', async () => {
    const { network, story, user } = await renderEditStoryPage({
      id: ({ network }, story) => {
        network.fail('GET', ONE_STORY);
        return story.id;
      },
    });
    expect(await screen.findByText('This story could not be loaded just now.')).toBeInTheDocument();
    expect(currentPath()).toBe(`/edit-story/${story.id}`);
    network.fail('GET', ONE_STORY, false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
  });
  // Cancel going back to Share Story: edit-story.spec.ts' journey.
});

describe('Edit Story: updating', () => {
  // A blank title or story is refused as well: validateStoryEdit's rule (src/domain/story-draft.test.ts),
  // refused on the page in edit-story.spec.ts' journey.
  // Which characters are refused in which field is the story schema's (src/domain/
  // story-input.test.ts, control-characters.test.ts): here, that the page refuses before sending.
  it('refuses DEL in the story before sending, keeping the change', async () => {
    const { network, story, user } = await renderEditStoryPage({ state: (story) => ({ story }) });
    const text = 'Edited\u007f text';
    await user.clear(contentField());
    await user.click(contentField());
    await user.paste(text);
    await user.click(updateButton());
    await expectToast(MESSAGES.textHasControlCharacters);
    expect(network.requestsTo('PATCH', ONE_STORY)).toEqual([]);
    expect(contentField()).toHaveValue(text);
    expect(currentPath()).toBe(`/edit-story/${story.id}`);
  });

  it('keeps every change when the connection drops on update', async () => {
    const { network, story, user } = await renderEditStoryPage(withMedia);
    network.fail('PATCH', ONE_STORY);
    await user.type(titleField(), ' and more');
    await user.click(screen.getByRole('button', { name: `Remove Image 1` }));
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdateFailed);
    expect(titleField()).toHaveValue('My first title and more');
    expect(screen.queryByRole('button', { name: `Remove Image 1` })).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/edit-story/${story.id}`);
  });

  it('asks her to sign in when the server has ended her session', async () => {
    const page = await renderEditStoryPage({ state: (story) => ({ story }) });
    // She signed out everywhere from her phone.
    await (await page.openBrowser(HER)).backend.account.signOutEverywhere();
    await page.user.click(await screen.findByRole('button', { name: 'Update Story' }));
    await expectToast(MESSAGES.updateSignInRequired);
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  // The form's own guard: a story handed over can be stale or forged.
  it('says she may not edit someone else’s story when the server refuses, goes back and changes nothing', async () => {
    const started = await startTestBackend({ signedIn: HER });
    const author = await started.openBrowser('author@example.org');
    const theirs = await author.backend.stories.create({
      title: 'Their title',
      content: 'Their words.',
      tags: ['Recovery'],
      mediaUrls: [],
    });
    renderWithProviders(<EditStoryForm story={theirs} />, {
      ...editStoryRoute(theirs.id),
      backend: started.backend,
    });
    await userEvent.type(titleField(), ' taken over');
    await userEvent.click(updateButton());
    await expectToast(MESSAGES.editNotAuthorized);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(started.network.requestsTo('PATCH', ONE_STORY)).toHaveLength(1);
    expect((await author.backend.stories.get(theirs.id))?.title).toBe('Their title');
  });

  it('says Story not found when it was deleted meanwhile, and goes back to Share Story', async () => {
    const page = await renderEditStoryPage({ state: (story) => ({ story }) });
    // She deleted it on her phone.
    await (await page.openBrowser(HER)).backend.stories.remove(page.story.id);
    await page.user.click(await screen.findByRole('button', { name: 'Update Story' }));
    await expectToast(MESSAGES.storyNotFound);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
  });

  it('removes existing media only from what it sends, never before Update Story', async () => {
    const page = await renderEditStoryPage(withMedia);
    const { user } = page;
    expect(screen.getByRole('heading', { name: 'Media in this story' })).toBeInTheDocument();
    expect(
      screen.getByText('Media you remove is deleted when you press Update Story.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove Image 1` }));
    expect(screen.queryByRole('button', { name: /^Show photo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Media in this story' })).toHaveFocus();
    expect(page.network.requestsTo('DELETE', MEDIA_REMOVAL)).toEqual([]);
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdated);
    expect((await savedStory(page, page.story.id))?.media_urls).toEqual(
      page.story.media_urls?.slice(1),
    );
    expect(page.network.requestsTo('DELETE', MEDIA_REMOVAL)).toEqual([]);
  });

  it('skips new files over 50 MB or of another type, naming them, and uploads the rest for editing', async () => {
    const { network, user } = await renderEditStoryPage({ state: (story) => ({ story }) });
    network.hold('POST', UPLOAD);
    await user.upload(mediaField(), [
      mediaFile('big.mov', 'video/quicktime', 51 * 1024 * 1024),
      mediaFile('notes.pdf', 'application/pdf'),
      mediaFile('ok.mp3', 'audio/mpeg', 50 * 1024 * 1024),
    ]);
    await expectToast('File big.mov is too large. Maximum size is 50 MB.');
    await expectToast('File notes.pdf is not a supported type.');
    expect(uploading()).toEqual(['ok.mp3']);
    // Sent for editing: appended to the story on Update Story (edit-story.spec.ts).
    await vi.waitFor(() =>
      expect(network.requestsTo('POST', UPLOAD).map((seen) => seen.path)).toEqual([
        `${UPLOAD}?purpose=edit`,
      ]),
    );
  });

  // Under review before publishing (issue 36, STORY_REVIEW=all).
  it('puts a story sent back for review in the queue again when she updates it, and says so', async () => {
    const page = await renderEditStoryPage({
      storyReview: 'all',
      async id({ server }, story) {
        const adminId = await seedUser(server, 'moderator@example.org');
        await sendBackStory(server.db, { storyId: story.id, adminId, reason: 'private-details' });
        return story.id;
      },
    });
    const title = await screen.findByLabelText('Title');
    await page.user.clear(title);
    await page.user.type(title, 'Without the street name');
    await page.user.click(updateButton());
    await expectToast(MESSAGES.storyResubmittedForReview);
    // Waiting again, as the port contract proves ('a story sent back shows her the reason; her edit
    // resubmits it, or she deletes it').
    expect((await savedStory(page, page.story.id))?.review_state).toBe('waiting');
  });

  it("counts the story's media towards the 10 files", async () => {
    const { network, user } = await renderEditStoryPage({
      media: Array.from({ length: 9 }, (_, i) => pngFile(`m${i}.png`)),
      state: (story) => ({ story }),
    });
    network.hold('POST', UPLOAD);
    await user.upload(mediaField(), [pngFile('a.png'), pngFile('b.png')]);
    await expectToast(MESSAGES.tooManyFiles);
    expect(uploading()).toEqual(['a.png']);
  });
});
