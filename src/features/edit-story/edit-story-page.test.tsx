import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { EDIT_STORY_TAGS, STORY_TAGS } from '@/domain/vocabularies';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import { editStoryRoute } from '@/features/edit-story/edit-story-test-utils';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { currentLocation, renderWithProviders } from '@/testing/render-with-providers';

const STORY: Story = makeStory(1, {
  id: 'story-1',
  title: 'My first title',
  content: 'What I first wrote.',
  tags: ['Recovery'],
  media_urls: ['/media/one.png', '/media/two.mp3'],
  owner_id: SIGNED_IN_USER.id,
  // As Your Stories hands it over: her own list marks it hers.
  is_mine: true,
});

function setup({
  backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] }),
  id = STORY.id,
  state,
}: { backend?: FakeBackend; id?: string; state?: unknown } = {}) {
  renderWithProviders(<EditStoryPage />, { ...editStoryRoute(id, state), backend });
  return { backend, user: userEvent.setup({ applyAccept: false }) };
}

function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[role="status"][aria-live]')).map(
    (element) => element.textContent ?? '',
  );
}

async function expectToast(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

function currentPath() {
  return currentLocation().pathname;
}

const titleField = () => screen.getByLabelText('Title');
const contentField = () => screen.getByLabelText('Your Story');
const mediaField = () => screen.getByLabelText('Add Media (Optional, Max 50MB)');
const updateButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(Update Story|Updating...)`) });

function lastUpdate(backend: FakeBackend): [string, StoryInput] {
  return backend.callsTo('stories.update').at(-1)?.args as [string, StoryInput];
}

function mediaFile(name: string, type: string, size?: number): File {
  const file = new File(['media bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  toast.remove();
});

describe('Edit Story: opening', () => {
  it('fills the form from the story handed over by Your Stories, without fetching', async () => {
    const { backend } = setup({ state: { story: STORY } });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
    expect(contentField()).toHaveValue('What I first wrote.');
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(backend.callCount('stories.get')).toBe(0);
  });

  it('loads the story when opened from a link or a reload (no navigation state)', async () => {
    const { backend } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading story...');
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
    expect(backend.callsTo('stories.get').map((call) => call.args[0])).toEqual(['story-1']);
  });

  it('ignores state that belongs to another story', async () => {
    const other = makeStory(9, { id: 'story-9', title: 'Other', owner_id: SIGNED_IN_USER.id });
    const { backend } = setup({ state: { story: other } });
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
    expect(backend.callCount('stories.get')).toBe(1);
  });

  it('offers the first nine tags, and still shows a tag the story has beyond them', async () => {
    const story = { ...STORY, tags: ['Legal'] };
    setup({ state: { story } });
    await screen.findByLabelText('Title');
    const chips = within(screen.getByRole('group', { name: 'Tags' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent?.replace('✓ ', ''));
    expect(chips).toEqual([...EDIT_STORY_TAGS, 'Legal']);
    expect(EDIT_STORY_TAGS).toEqual(STORY_TAGS.slice(0, 9));
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Mental Health' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    setup({ backend: createFakeBackend({ user: null, stories: [STORY] }) });
    await expectToast(MESSAGES.editSignInRequired);
    await waitFor(() => expect(currentPath()).toBe('/auth'));
  });

  it('says Story not found and goes back to Share Story for an unknown id', async () => {
    setup({ id: 'no-such-story' });
    await expectToast(MESSAGES.storyNotFound);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
  });

  it("refuses someone else's story and goes back to Share Story", async () => {
    const theirs = makeStory(5, { id: 'story-5', author_id: 'someone-else' });
    setup({
      backend: createFakeBackend({ user: SIGNED_IN_USER, stories: [theirs] }),
      id: 'story-5',
    });
    await expectToast(MESSAGES.editNotAuthorized);
    // The toast can show a render before the redirect lands.
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("refuses someone else's story handed over in navigation state too", async () => {
    const theirs = makeStory(5, { id: 'story-5', author_id: 'someone-else' });
    setup({ id: 'story-5', state: { story: theirs } });
    await expectToast(MESSAGES.editNotAuthorized);
    await waitFor(() => expect(currentPath()).toBe('/share-story'));
  });

  it('offers Try again when the story cannot be loaded', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
    backend.fail('stories.get', new BackendError('network', 'offline'));
    const { user } = setup({ backend });
    expect(await screen.findByText('This story could not be loaded just now.')).toBeInTheDocument();
    expect(currentPath()).toBe('/edit-story/story-1');
    backend.fail('stories.get', null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('My first title');
  });

  it('Cancel goes back to Share Story without saving', async () => {
    const { backend, user } = setup({ state: { story: STORY } });
    await user.type(titleField(), ' changed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentPath()).toBe('/share-story');
    expect(backend.callCount('stories.update')).toBe(0);
  });
});

describe('Edit Story: updating', () => {
  it('saves title, text and tags: Story updated successfully! and back to Share Story', async () => {
    const { backend, user } = setup({ state: { story: STORY } });
    await user.clear(titleField());
    await user.type(titleField(), ' New title ');
    await user.clear(contentField());
    await user.type(contentField(), 'New words.');
    await user.click(screen.getByRole('button', { name: 'Recovery' }));
    await user.click(screen.getByRole('button', { name: 'Healing' }));
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdated);
    expect(lastUpdate(backend)).toEqual([
      'story-1',
      {
        title: 'New title',
        content: 'New words.',
        tags: ['Healing'],
        mediaUrls: ['/media/one.png', '/media/two.mp3'],
        contentWarning: '',
      },
    ]);
    expect(currentPath()).toBe('/share-story');
  });

  it.each([
    ['title', titleField],
    ['content', contentField],
  ])('refuses a blank %s: Title and content are required.', async (_field, field) => {
    const { backend, user } = setup({ state: { story: STORY } });
    await user.clear(field());
    await user.type(field(), '   ');
    await user.click(updateButton());
    await expectToast(MESSAGES.titleAndContentRequired);
    expect(backend.callCount('stories.update')).toBe(0);
    expect(currentPath()).toBe('/edit-story/story-1');
  });

  it('keeps every change when the update fails', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
    backend.fail('stories.update', new BackendError('unavailable', 'down', 503));
    const { user } = setup({ backend, state: { story: STORY } });
    await user.type(titleField(), ' and more');
    await user.click(screen.getByRole('button', { name: `Remove Image 1` }));
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdateFailed);
    expect(titleField()).toHaveValue('My first title and more');
    expect(screen.queryByRole('button', { name: `Remove Image 1` })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/edit-story/story-1');
  });

  it.each([
    [new BackendError('unauthenticated', 'x', 401), MESSAGES.updateSignInRequired, '/auth'],
    [new BackendError('forbidden', 'x', 403), MESSAGES.editNotAuthorized, '/share-story'],
    [new BackendError('not-found', 'x', 404), MESSAGES.storyNotFound, '/share-story'],
    [
      catalogueError('invalid', 400, 'titleAndContentRequired'),
      MESSAGES.titleAndContentRequired,
      '/edit-story/story-1',
    ],
  ])('answers a refused update (%s) with its message', async (error, text, path) => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
    backend.fail('stories.update', error);
    const { user } = setup({ backend, state: { story: STORY } });
    await user.click(await screen.findByRole('button', { name: 'Update Story' }));
    await expectToast(text);
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it('removes existing media only from what it sends, never through media.remove', async () => {
    const { backend, user } = setup({ state: { story: STORY } });
    expect(screen.getByRole('heading', { name: 'Media in this story' })).toBeInTheDocument();
    expect(
      screen.getByText('Media you remove is deleted when you press Update Story.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove Image 1` }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Media in this story' })).toHaveFocus();
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdated);
    expect(lastUpdate(backend)[1].mediaUrls).toEqual(['/media/two.mp3']);
    expect(backend.callCount('media.remove')).toBe(0);
  });

  it('uploads new media for editing and appends it to the story', async () => {
    const { backend, user } = setup({ state: { story: STORY } });
    await user.upload(mediaField(), mediaFile('new.jpg', 'image/jpeg'));
    await screen.findByText('Uploaded');
    expect(backend.callsTo('media.upload').map((call) => call.args)).toEqual([['new.jpg', 'edit']]);
    await user.click(updateButton());
    await expectToast(MESSAGES.storyUpdated);
    const urls = lastUpdate(backend)[1].mediaUrls;
    expect(urls.slice(0, 2)).toEqual(['/media/one.png', '/media/two.mp3']);
    // The new file's address, whatever name the server gave it.
    expect(urls).toHaveLength(3);
    expect(backend.db.media.has(urls[2] ?? '')).toBe(true);
    // Attached now: nothing is removed on the way out.
    expect(backend.callCount('media.remove')).toBe(0);
  });

  it('skips new files over 50 MB or of another type, naming them', async () => {
    const { backend, user } = setup({ state: { story: STORY } });
    await user.upload(mediaField(), [
      mediaFile('big.mov', 'video/quicktime', 51 * 1024 * 1024),
      mediaFile('notes.pdf', 'application/pdf'),
      mediaFile('ok.mp3', 'audio/mpeg', 50 * 1024 * 1024),
    ]);
    await expectToast('File big.mov is too large. Maximum size is 50 MB.');
    await expectToast('File notes.pdf is not a supported type.');
    await screen.findByText('Uploaded');
    expect(backend.callsTo('media.upload').map((call) => call.args[0])).toEqual(['ok.mp3']);
  });

  it("counts the story's media towards the 10 files", async () => {
    const full = { ...STORY, media_urls: Array.from({ length: 9 }, (_, i) => `/media/m${i}.png`) };
    const { backend, user } = setup({ state: { story: full } });
    await user.upload(mediaField(), [
      mediaFile('a.png', 'image/png'),
      mediaFile('b.png', 'image/png'),
    ]);
    await expectToast(MESSAGES.tooManyFiles);
    await screen.findByText('Uploaded');
    expect(backend.callsTo('media.upload').map((call) => call.args[0])).toEqual(['a.png']);
  });

  it('answers a 413 from the server with the 50 MB message', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, stories: [STORY] });
    backend.fail('media.upload', new BackendError('too-large', 'x', 413));
    const { user } = setup({ backend, state: { story: STORY } });
    await user.upload(mediaField(), mediaFile('a.mp4', 'video/mp4'));
    await expectToast('File a.mp4 is too large. Maximum size is 50 MB.');
    expect(screen.queryByText('a.mp4')).not.toBeInTheDocument();
  });
});
