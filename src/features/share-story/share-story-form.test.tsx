import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import type { StoryInput } from '@/backend/port';
import { MESSAGES } from '@/domain/messages';
import { STORY_TAGS } from '@/domain/vocabularies';
import { forgetDraft } from '@/features/share-story/draft-memory';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  currentPath,
  expectAskedToSignIn,
  expectNoToast,
  expectToast,
  fields,
  mediaFile,
  SHARE_RETURN_QUERY,
  SHARE_STORY_ROUTE,
  renderShareStoryPage,
} from '@/features/share-story/share-story-test-utils';
import { withControlledUploads } from '@/components/forms/controlled-uploads';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, type FakeBackendOptions } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const setup = renderShareStoryPage;

/** The calm note that tells a visitor she needs to sign in to share (a status, not an alert). */
function signInNote(): HTMLElement {
  const note = screen
    .getAllByRole('status')
    .find((element) => element.textContent.includes(MESSAGES.shareSignInRequired));
  if (!note) throw new Error('No sign-in note');
  return note;
}

function yourStories() {
  return screen.getByRole('region', { name: 'Your Stories' });
}

function createdInput(fake: ReturnType<typeof createFakeBackend>): StoryInput {
  return fake.callsTo('stories.create').at(-1)?.args[0] as StoryInput;
}

beforeEach(() => {
  toast.remove();
  forgetDraft();
});

describe('Share Story form', () => {
  it('shows every field of the form, with Fix Grammar waiting for text and saying why', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Story' })).toBeInTheDocument();
    const { title, content, media } = fields();
    expect(title).toHaveValue('');
    expect(content).toHaveValue('');
    expect(media).toHaveAttribute('type', 'file');
    expect(media).toHaveAttribute('multiple');
    expect(media).toHaveAttribute('accept', 'image/*,video/*,audio/*');
    for (const tag of STORY_TAGS) {
      expect(screen.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'false');
    }
    // Once the deployment has said it offers grammar correction (the fake's default).
    const grammar = await screen.findByRole('button', { name: 'Fix Grammar' });
    expect(grammar).toHaveAttribute('aria-disabled', 'true');
    expect(grammar).toHaveAccessibleDescription(MESSAGES.grammarNeedsContent);
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(fields().share()).toHaveAccessibleDescription('Your identity will remain anonymous');
    expect(screen.getByText('Your identity will remain anonymous')).toBeVisible();
    expect(
      await within(yourStories()).findByText("You haven't shared any stories yet."),
    ).toBeInTheDocument();
  });

  it.each([
    ['nothing', '', ''],
    ['a title only', 'My title', ''],
    ['a story only', '', 'What happened to me.'],
    ['blank spaces', '   ', '  \n '],
  ])('refuses %s with the draft message and sends nothing', async (_case, title, content) => {
    const { fake, user } = setup();
    if (title) await user.type(fields().title, title);
    if (content) await user.type(fields().content, content);
    await user.click(fields().share());
    await expectToast(MESSAGES.storyDraftIncomplete);
    expect(fake.callCount('stories.create')).toBe(0);
  });

  it('refuses an image without a title and story: only a voice message stands alone', async () => {
    const { controlled, fake, user } = setup();
    await user.upload(fields().media, mediaFile('photo.png', 'image/png'));
    await controlled.upload('photo.png').finish();
    await screen.findByText('Uploaded');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyDraftIncomplete);
    expect(fake.callCount('stories.create')).toBe(0);
  });

  it('shares a text story with its tags, clears the form and lists it in Your Stories', async () => {
    const { fake, user } = setup();
    await within(yourStories()).findByText("You haven't shared any stories yet.");
    await user.type(fields().title, '  Finding my voice ');
    await user.type(fields().content, 'It took me years to speak.');
    await user.click(screen.getByRole('button', { name: 'Recovery' }));
    await user.click(screen.getByRole('button', { name: 'Legal' }));
    await user.click(fields().share());

    await expectToast(MESSAGES.storyShared);
    expect(createdInput(fake)).toEqual({
      title: 'Finding my voice',
      content: 'It took me years to speak.',
      tags: ['Recovery', 'Legal'],
      mediaUrls: [],
    });
    expect(fields().title).toHaveValue('');
    expect(fields().content).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const card = within(yourStories()).getByRole('article', { name: 'Finding my voice' });
    expect(card).toHaveTextContent('It took me years to speak.');
    expect(
      within(yourStories()).queryByText("You haven't shared any stories yet."),
    ).not.toBeInTheDocument();
  });

  it(
    'shows Sharing... while the story is sent and ignores a second press',
    { timeout: 20000 },
    async () => {
      const { fake, user } = setup();
      const held = fake.hold('stories.create');
      await user.type(fields().title, 'A title');
      await user.type(fields().content, 'Story');
      await user.click(fields().share());
      expect(fields().share()).toHaveAccessibleName('Sharing...');
      await user.click(fields().share());
      expect(fake.callCount('stories.create')).toBe(1);
      held.releaseAll();
      await expectToast(MESSAGES.storyShared);
      expect(fields().share()).toHaveAccessibleName('Share Story');
    },
  );

  it('keeps everything typed when sharing fails', async () => {
    const { fake, user } = setup();
    fake.fail('stories.create', new BackendError('unavailable', 'down', 503));
    await user.type(fields().title, 'Kept title');
    await user.type(fields().content, 'Kept story');
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShareFailed);
    expect(fields().title).toHaveValue('Kept title');
    expect(fields().content).toHaveValue('Kept story');
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    expectNoToast(MESSAGES.storyShared);
  });

  it("shows the server's draft message when the server refuses the draft", async () => {
    const { fake, user } = setup();
    fake.fail('stories.create', catalogueError('invalid', 400, 'storyDraftIncomplete'));
    await user.type(fields().title, 'A title');
    await user.type(fields().content, 'Story');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyDraftIncomplete);
    expectNoToast(MESSAGES.storyShareFailed);
  });

  it('goes by the code, not the wording: the same text without the code is a plain failure', async () => {
    const { fake, user } = setup();
    fake.fail('stories.create', new BackendError('invalid', MESSAGES.storyDraftIncomplete, 400));
    await user.type(fields().title, 'A title');
    await user.type(fields().content, 'Story');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShareFailed);
    expectNoToast(MESSAGES.storyDraftIncomplete);
  });

  it('says so when her profile could not be created (Firebase), keeping the draft', async () => {
    const { fake, user } = setup();
    fake.fail('stories.create', catalogueError('unavailable', undefined, 'profileCreateFailed'));
    await user.type(fields().title, 'A title');
    await user.type(fields().content, 'Story');
    await user.click(fields().share());
    await expectToast(MESSAGES.profileCreateFailed);
    expectNoToast(MESSAGES.storyShareFailed);
    expect(fields().title).toHaveValue('A title');
  });
});

describe('Share Story for a visitor who is not signed in', () => {
  it('shows the form and a sign-in invitation in Your Stories, without a toast or a call', async () => {
    const { fake } = setup({ user: null });
    const note = signInNote();
    expect(note).toHaveTextContent(
      'You can start writing now. You will be asked to sign in before adding media or sharing, and what you write here is kept while you do.',
    );
    expect(within(note).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth${SHARE_RETURN_QUERY}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fields().title).toBeEnabled();
    const region = yourStories();
    expect(
      await within(region).findByText(
        'Sign in to see, edit or delete the stories you have shared.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth${SHARE_RETURN_QUERY}`,
    );
    expect(within(region).queryByText('Loading your stories...')).not.toBeInTheDocument();
    expectNoToast(MESSAGES.myStoriesSignInRequired);
    expect(fake.callCount('stories.mine')).toBe(0);
    expect(currentPath()).toBe('/share-story');
  });

  it('sends her to sign in on Share Story, and keeps what she wrote for when she comes back', async () => {
    const { fake, user } = setup({ user: null });
    await user.type(fields().title, 'Written before signing in');
    await user.type(fields().content, 'My words');
    await user.click(screen.getByRole('button', { name: 'Healing' }));
    await user.click(fields().share());
    await expectAskedToSignIn();
    expect(fake.callCount('stories.create')).toBe(0);

    await user.click(screen.getByRole('link', { name: 'Back to sharing' }));
    expect(fields().title).toHaveValue('Written before signing in');
    expect(fields().content).toHaveValue('My words');
    expect(screen.getByRole('button', { name: 'Healing' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks her to sign in before any file is uploaded', async () => {
    const { fake, controlled, user } = setup({ user: null });
    await user.upload(fields().media, mediaFile('photo.png', 'image/png'));
    await expectAskedToSignIn();
    expect(controlled.uploads).toHaveLength(0);
    expect(fake.callCount('media.upload')).toBe(0);
  });

  it('asks her to sign in before recording', async () => {
    setup({ user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await expectAskedToSignIn();
  });
});

describe('Suggest Tags', () => {
  it('is disabled while the story is blank, and says why when pressed', async () => {
    const { user } = setup();
    expect(fields().suggest).toHaveAttribute('aria-disabled', 'true');
    await user.type(fields().content, '   ');
    expect(fields().suggest).toHaveAttribute('aria-disabled', 'true');
    await user.click(fields().suggest);
    await expectToast(MESSAGES.tagsNeedStory);
    for (const tag of STORY_TAGS) {
      expect(screen.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('adds matching tags to those chosen, then finds nothing new to add', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.type(fields().content, 'My BOSS at the office kept calling. I went to the police.');
    expect(fields().suggest).toHaveAttribute('aria-disabled', 'false');
    await user.click(fields().suggest);
    await expectToast(MESSAGES.tagsSuggested);
    const pressed = STORY_TAGS.filter(
      (tag) => screen.getByRole('button', { name: tag }).getAttribute('aria-pressed') === 'true',
    );
    expect(pressed).toEqual(['Workplace Harassment', 'Support', 'Legal']);

    toast.remove();
    await user.click(fields().suggest);
    await expectToast(MESSAGES.tagsNoneSuggested);
  });

  it('says so when no tag matches', async () => {
    const { user } = setup();
    await user.type(fields().content, 'Today was an ordinary day.');
    await user.click(fields().suggest);
    await expectToast(MESSAGES.tagsNoneSuggested);
    expectNoToast(MESSAGES.tagsSuggested);
  });

  it('sends suggested tags with the story', async () => {
    const { fake, user } = setup({ stories: [makeStory(1)] });
    await user.type(fields().title, 'Online');
    await user.type(fields().content, 'They trolled me on Instagram.');
    await user.click(fields().suggest);
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(createdInput(fake).tags).toEqual(['Cyberbullying']);
  });
});

// The upload flow itself (progress, cancel, remove, retry, leaving) is the shared story form's,
// tested once in use-story-form.test.tsx; these are Share Story's own rules.
describe('Share Story uploads', () => {
  /** Holds the session check until `answer` is called, as a slow connection does. */
  function setupWithSessionPending(options: FakeBackendOptions = {}) {
    const fake = createFakeBackend({ user: SIGNED_IN_USER, ...options });
    const watch = fake.auth.watch.bind(fake.auth);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fake.auth.watch = (listener) => {
      let stop = () => undefined as unknown;
      void answered.then(() => {
        stop = watch(listener);
      });
      return () => void stop();
    };
    const controlled = withControlledUploads(fake);
    renderWithProviders(<ShareStoryPage />, {
      ...SHARE_STORY_ROUTE,
      backend: fake,
      port: controlled.backend,
    });
    return { controlled, answer, user: userEvent.setup({ applyAccept: false }) };
  }

  it('keeps a file picked before the session check answers, and uploads it once she is known', async () => {
    const { controlled, answer, user } = setupWithSessionPending();
    await user.upload(fields().media, mediaFile('early.png', 'image/png'));
    expect(controlled.uploads).toHaveLength(0);
    answer();
    await vi.waitFor(() =>
      expect(controlled.uploads.map((u) => u.file.name)).toEqual(['early.png']),
    );
  });

  it('asks a visitor who picked a file before the session check answered to sign in', async () => {
    const { controlled, answer, user } = setupWithSessionPending({ user: null });
    await user.upload(fields().media, mediaFile('early.png', 'image/png'));
    answer();
    await expectAskedToSignIn();
    expect(controlled.uploads).toHaveLength(0);
  });

  it('waits for uploads before sharing, saying why beside the anonymity note', async () => {
    const { controlled, fake, user } = setup();
    await user.type(fields().title, 'With media');
    await user.type(fields().content, 'A picture.');
    await user.upload(fields().media, mediaFile('photo.png', 'image/png'));
    expect(controlled.uploads.map((u) => [u.file.name, u.options.purpose])).toEqual([
      ['photo.png', 'create'],
    ]);
    expect(fields().share()).toHaveAttribute('aria-disabled', 'true');
    expect(fields().share()).toHaveAccessibleDescription(
      `Please wait a moment: your files are still uploading. Your identity will remain anonymous`,
    );
    await user.click(fields().share());
    expect(fake.callCount('stories.create')).toBe(0);

    const url = await controlled.upload('photo.png').finish();
    await screen.findByText('Uploaded');
    expect(fields().share()).toHaveAccessibleDescription('Your identity will remain anonymous');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(createdInput(fake).mediaUrls).toEqual([url]);
  });

  it('shares an audio-only story with no title or text', async () => {
    const { controlled, fake, user } = setup();
    await user.upload(fields().media, mediaFile('voice.mp3', 'audio/mpeg'));
    const url = await controlled.upload('voice.mp3').finish();
    await screen.findByText('Uploaded');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(createdInput(fake)).toEqual({ title: '', content: '', tags: [], mediaUrls: [url] });
    const card = within(yourStories()).getByRole('article', { name: 'Untitled story' });
    expect(card).toBeInTheDocument();
  });

  it('refuses files over 200 MB and files that are not media before uploading them', async () => {
    const { controlled, user } = setup();
    await user.upload(fields().media, [
      mediaFile('huge.mp4', 'video/mp4', 201 * 1024 * 1024),
      mediaFile('notes.txt', 'text/plain'),
      mediaFile('fine.jpg', 'image/jpeg', 200 * 1024 * 1024),
    ]);
    await expectToast('File huge.mp4 is too large. Maximum size is 200 MB.');
    await expectToast('File notes.txt is not a supported type.');
    expect(controlled.uploads.map((u) => u.file.name)).toEqual(['fine.jpg']);
  });

  it('keeps at most 10 files, counting those already chosen', async () => {
    const { controlled, user } = setup();
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => mediaFile(`p${from + i}.png`, 'image/png'));
    await user.upload(fields().media, batch(1, 8));
    expectNoToast(MESSAGES.tooManyFiles);
    await user.upload(fields().media, batch(9, 3));
    await expectToast(MESSAGES.tooManyFiles);
    expect(controlled.uploads.map((u) => u.file.name)).toEqual(batch(1, 10).map((f) => f.name));
    expect(screen.getAllByRole('progressbar')).toHaveLength(10);

    toast.remove();
    await user.upload(fields().media, batch(11, 1));
    await expectToast(MESSAGES.tooManyFiles);
    expect(controlled.uploads).toHaveLength(10);
  });
});
