import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { STORY_TAGS } from '@/domain/vocabularies';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  currentPath,
  expectAskedToSignIn,
  expectNoToast,
  expectToast,
  fields,
  HER,
  mediaFile,
  OFFERED_HELPERS,
  pngFile,
  renderShareStoryPage,
  savedStories,
  SHARE_RETURN_QUERY,
  SHARE_STORY_ROUTE,
  UPLOAD,
  uploading,
} from '@/features/share-story/share-story-test-utils';
import { pageLoadBrowser, SESSION_CHECK } from '@/testing/page-load';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

const setup = renderShareStoryPage;
const STORIES = '/api/stories';

/**
 * The calm note that tells a visitor she needs to sign in to share (a status, not an alert),
 * once the server has said nobody is signed in.
 */
function signInNote(): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const note = screen
      .getAllByRole('status')
      .find((element) => element.textContent.includes(MESSAGES.shareSignInRequired));
    if (!note) throw new Error('No sign-in note');
    return note;
  });
}

function yourStories() {
  return screen.getByRole('region', { name: 'Your Stories' });
}

describe('Share Story form', () => {
  it('shows every field of the form, with Fix Grammar waiting for text and saying why', async () => {
    await setup({ helpers: OFFERED_HELPERS() });
    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Story' })).toBeInTheDocument();
    const { media } = fields();
    expect(media).toHaveAttribute('multiple');
    expect(media).toHaveAttribute('accept', 'image/*,video/*,audio/*');
    // Once the server has said it offers grammar correction.
    const grammar = await screen.findByRole('button', { name: 'Fix Grammar' });
    expect(grammar).toHaveAttribute('aria-disabled', 'true');
    expect(grammar).toHaveAccessibleDescription(MESSAGES.grammarNeedsContent);
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(fields().share()).toHaveAccessibleDescription('Your identity will remain anonymous');
    expect(screen.getByText('Your identity will remain anonymous')).toBeVisible();
  });

  // Which drafts are incomplete (blank, a missing title or story, an image in place of a voice
  // message) is validateStoryDraft's, proved in src/domain/story-draft.test.ts; an empty draft
  // refused on the page, share-story.spec.ts' voice recording journey.
  // Which characters are refused in which field is the story schema's (src/domain/
  // story-input.test.ts, control-characters.test.ts): here, that the page refuses before sending.
  it('refuses an escape character in the story before sending, keeping what she wrote', async () => {
    const { network, user } = await setup();
    const content = 'What \u001b[31mhappened';
    await user.type(fields().title, 'My title');
    await user.click(fields().content);
    await user.paste(content);
    await user.click(fields().share());
    await expectToast(MESSAGES.textHasControlCharacters);
    expect(network.requestsTo('POST', STORIES)).toEqual([]);
    expect(fields().content).toHaveValue(content);
  });

  // Sharing a text story with suggested tags, the form cleared, the story in Your Stories with
  // them, after a reload and on Stories: share-story.spec.ts' journey.
  it('shows Sharing... while the story is sent and ignores a second press', async () => {
    const { backend, network, user } = await setup();
    const held = network.hold('POST', STORIES);
    await user.type(fields().title, 'A title');
    await user.type(fields().content, 'Story');
    await user.click(fields().share());
    expect(fields().share()).toHaveAccessibleName('Sharing...');
    await user.click(fields().share());
    expect(network.requestsTo('POST', STORIES)).toHaveLength(1);
    held.releaseAll();
    await expectToast(MESSAGES.storyShared);
    // React ends its pending state once the whole send has settled, a render after the toast.
    await waitFor(() => expect(fields().share()).toHaveAccessibleName('Share Story'));
    expect(await savedStories(backend)).toHaveLength(1);
  });

  it('keeps everything typed when the connection drops while sharing', async () => {
    const { backend, network, user } = await setup();
    network.fail('POST', STORIES);
    await user.type(fields().title, 'Kept title');
    await user.type(fields().content, 'Kept story');
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShareFailed);
    expect(fields().title).toHaveValue('Kept title');
    expect(fields().content).toHaveValue('Kept story');
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    expectNoToast(MESSAGES.storyShared);
    expect(await savedStories(backend)).toEqual([]);
  });
});

describe('Share Story for a visitor who is not signed in', () => {
  it('shows the form and a sign-in invitation in Your Stories, without a toast or a call', async () => {
    const { network } = await setup({ visitor: true });
    // The note's Sign In link and no alert: dead-ends.spec.ts.
    expect(await signInNote()).toHaveTextContent(
      'You can start writing now. You will be asked to sign in before adding media or sharing, and what you write here is kept while you do.',
    );
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
    // Neither her stories nor the support they received (own-story-support.test.tsx).
    expect(network.requestsTo('GET', /^\/api\/stories\/mine/)).toEqual([]);
    expect(currentPath()).toBe('/share-story');
  });

  // Share Story sending her to sign in, her draft back after it: dead-ends.spec.ts' journey.
  it('asks her to sign in before any file is uploaded', async () => {
    const { network, user } = await setup({ visitor: true });
    await user.upload(fields().media, pngFile());
    await expectAskedToSignIn();
    expect(network.requestsTo('POST', UPLOAD)).toEqual([]);
  });

  it('asks her to sign in before recording', async () => {
    await setup({ visitor: true });
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await expectAskedToSignIn();
  });
});

// Which words suggest which tag is suggestTags', proved in src/domain/tag-suggestion.test.ts; a
// suggested tag is a chosen tag, shared with the story in share-story.spec.ts' journey.
describe('Suggest Tags', () => {
  it('is disabled while the story is blank, and says why when pressed', async () => {
    const { user } = await setup();
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
    const { user } = await setup();
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
});

// The upload flow itself (progress, cancel, remove, retry, leaving) is the shared story form's,
// tested once in use-story-form.test.tsx; these are Share Story's own rules.
describe('Share Story uploads', () => {
  /** The page loads while the server has not yet said who is signed in. */
  async function setupWithSessionPending(email?: string) {
    const { server } = await startTestBackend();
    const browser = await pageLoadBrowser(server, email);
    const check = browser.network.hold('GET', SESSION_CHECK);
    renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: browser.backend });
    return { ...browser, check, user: userEvent.setup({ applyAccept: false }) };
  }

  it('keeps a file picked before the session check answers, and uploads it once she is known', async () => {
    const { check, network, user } = await setupWithSessionPending(HER);
    await user.upload(fields().media, pngFile('early.png'));
    expect(network.requestsTo('POST', UPLOAD)).toEqual([]);
    check.releaseAll();
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(network.requestsTo('POST', UPLOAD)).toHaveLength(1);
  });

  it('asks a visitor who picked a file before the session check answered to sign in', async () => {
    const { check, network, user } = await setupWithSessionPending();
    await user.upload(fields().media, pngFile('early.png'));
    check.releaseAll();
    await expectAskedToSignIn();
    expect(network.requestsTo('POST', UPLOAD)).toEqual([]);
  });

  it('says the server cannot be reached for a file picked offline before her session was read', async () => {
    const { check, network, user } = await setupWithSessionPending(HER);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    network.fail('GET', SESSION_CHECK);
    await user.upload(fields().media, pngFile('early.png'));
    check.releaseAll();
    expect(await screen.findByText(MESSAGES.serverUnreachable)).toBeInTheDocument();
    expect(screen.queryByText('early.png')).not.toBeInTheDocument();
    expect(network.requestsTo('POST', UPLOAD)).toEqual([]);
  });

  // Waiting for its uploads, each sent for a new story, then sent with it: the shared form's
  // (use-story-form.test.tsx).
  it('uploads for a new story, saying why it waits beside the anonymity note', async () => {
    const { network, user } = await setup();
    const held = network.hold('POST', UPLOAD);
    await user.upload(fields().media, pngFile());
    await vi.waitFor(() => expect(held.waiting).toBe(1));
    expect(network.requestsTo('POST', UPLOAD)[0]?.path).toBe(`${UPLOAD}?purpose=create`);
    expect(fields().share()).toHaveAttribute('aria-disabled', 'true');
    expect(fields().share()).toHaveAccessibleDescription(
      `Please wait a moment: your files are still uploading. Your identity will remain anonymous`,
    );
    held.releaseAll();
    await screen.findByText('Uploaded');
    expect(fields().share()).toHaveAccessibleDescription('Your identity will remain anonymous');
  });

  // A voice message alone, with no title or text, shared as an untitled story: share-story.spec.ts'
  // voice recording journey.
  it('refuses files over 200 MB and files that are not media before uploading them', async () => {
    const { network, user } = await setup();
    network.hold('POST', UPLOAD);
    await user.upload(fields().media, [
      mediaFile('huge.mp4', 'video/mp4', 201 * 1024 * 1024),
      mediaFile('notes.txt', 'text/plain'),
      mediaFile('fine.jpg', 'image/jpeg', 200 * 1024 * 1024),
    ]);
    await expectToast('File huge.mp4 is too large. Maximum size is 200 MB.');
    await expectToast('File notes.txt is not a supported type.');
    expect(uploading()).toEqual(['fine.jpg']);
    await vi.waitFor(() => expect(network.requestsTo('POST', UPLOAD)).toHaveLength(1));
  });

  it('keeps at most 10 files, counting those already chosen', async () => {
    const { network, user } = await setup();
    network.hold('POST', UPLOAD);
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => pngFile(`p${from + i}.png`));
    await user.upload(fields().media, batch(1, 8));
    expectNoToast(MESSAGES.tooManyFiles);
    await user.upload(fields().media, batch(9, 3));
    await expectToast(MESSAGES.tooManyFiles);
    expect(uploading()).toEqual(batch(1, 10).map((file) => file.name));

    toast.remove();
    await user.upload(fields().media, batch(11, 1));
    await expectToast(MESSAGES.tooManyFiles);
    expect(uploading()).toHaveLength(10);
    await vi.waitFor(() => expect(network.requestsTo('POST', UPLOAD)).toHaveLength(10));
  });
});
