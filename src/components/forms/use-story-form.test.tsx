// The upload flow Share Story and Edit Story have in common, through the form hook they share.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendPort, UploadOptions } from '@/backend/port';
import { validateFilesOnCreate } from '@/domain/media-files';
import { MESSAGES } from '@/domain/messages';
import { storyInputSchema } from '@/domain/story-input';
import { withControlledUploads } from '@/components/forms/controlled-uploads';
import { MediaPicker } from '@/components/forms/media-picker';
import { StoryTitleField } from '@/components/forms/story-text-fields';
import { useStoryForm, type StoryFields } from '@/components/forms/use-story-form';
import { useBackend } from '@/lib/backend-context';
import { PLAIN_JPEG, PLAIN_PNG } from '@/testing/image-samples';
import { renderWithProviders } from '@/testing/render-with-providers';
import { session, type TestServer } from '@/testing/server-side';
import { startTestBackend } from '@/testing/test-backend';

const MEDIA_LABEL = 'Add media';
const WORDS = 'What happened.';
const SEND = 'Send story';
/** Uploads and removals go here (POST /api/media, DELETE /api/media/<name>). */
const MEDIA = /^\/api\/media/;

/** A story form as the pages build it, down to what the upload flow needs. */
function TestStoryForm({
  purpose,
  onUnauthenticated,
}: {
  purpose: NonNullable<UploadOptions['purpose']>;
  onUnauthenticated: (fields: StoryFields) => void;
}) {
  const backend = useBackend();
  const form = useStoryForm({
    // Her words are written (the server takes a story with a title and words); the tests type
    // the title.
    initial: { title: '', content: WORDS, tags: [], contentWarning: '' },
    purpose,
    onUnauthenticated,
    schema: storyInputSchema,
    send: (fields, mediaUrls) => backend.stories.create({ ...fields, mediaUrls }),
    onSent: () => undefined,
    refusalCodes: [],
    onFailed: () => undefined,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <StoryTitleField id={form.ids.title} value={form.fields.title} onChange={form.setTitle} />
      <MediaPicker
        label={MEDIA_LABEL}
        uploads={form.uploads}
        screen={(files) => validateFilesOnCreate(form.uploads.items.length, files)}
        statusId={form.ids.uploadStatus}
      />
      <button
        type="submit"
        aria-disabled={form.submitting || form.waiting}
        aria-describedby={form.waiting ? form.ids.uploadStatus : undefined}
      >
        {SEND}
      </button>
    </form>
  );
}

/** The form, signed in on a test server, with her uploads held until the test sends them. */
async function setup(purpose: NonNullable<UploadOptions['purpose']> = 'create') {
  const started = await startTestBackend({ signedIn: 'her@example.org' });
  const controlled = withControlledUploads(started.backend);
  const onUnauthenticated = vi.fn();
  const view = renderWithProviders(
    <TestStoryForm purpose={purpose} onUnauthenticated={onUnauthenticated} />,
    { backend: started.backend, port: controlled.backend },
  );
  return {
    ...started,
    controlled,
    view,
    onUnauthenticated,
    user: userEvent.setup({ applyAccept: false }),
  };
}

/** A real photo (the server checks what a file is), or any bytes under a name and type. */
function mediaFile(name: string, type: string, bytes: BlobPart = PLAIN_PNG): File {
  return new File([bytes], name, { type });
}

const picker = () => screen.getByLabelText(MEDIA_LABEL);
const send = () => screen.getByRole('button', { name: SEND });

/** Her stories as the server has them, read back through the port. */
async function herStories(backend: BackendPort) {
  return (await backend.stories.list({ tags: [], sort: 'newest' })).stories;
}

/** The path of each media URL: the server stores its own /media/<name> for whatever was sent. */
function paths(urls: readonly string[] | undefined) {
  return urls?.map((url) => new URL(url, 'http://any.host').pathname);
}

/** Whether the server still serves the file at `url`. */
async function served(server: TestServer, url: string) {
  return (await server.app.request(url)).status === 200;
}

describe('the story form’s uploads', () => {
  it.each(['create', 'edit'] as const)(
    'uploads each file at once (%s) with a named progress bar; the story waits for them all',
    async (purpose) => {
      const { backend, controlled, network, user } = await setup(purpose);
      await user.upload(picker(), [
        mediaFile('photo.png', 'image/png'),
        mediaFile('other.jpg', 'image/jpeg', PLAIN_JPEG),
      ]);
      expect(controlled.uploads.map((u) => [u.file.name, u.options.purpose])).toEqual([
        ['photo.png', purpose],
        ['other.jpg', purpose],
      ]);
      const photoBar = screen.getByRole('progressbar', {
        name: `Uploading photo.png`,
      });
      expect(photoBar).toHaveAttribute('value', '0');
      controlled.upload('photo.png').progress(0.42);
      await waitFor(() => expect(photoBar).toHaveAttribute('value', '42'));
      expect(screen.getByText('42%')).toBeInTheDocument();

      // The story waits for the uploads, and says why.
      expect(send()).toHaveAttribute('aria-disabled', 'true');
      expect(send()).toHaveAccessibleDescription(
        'Please wait a moment: your files are still uploading.',
      );
      await user.click(send());
      expect(network.requestsTo('POST', '/api/stories')).toEqual([]);

      const photoUrl = await controlled.upload('photo.png').finish();
      const otherUrl = await controlled.upload('other.jpg').finish();
      // Both marked Uploaded, the story sendable and its files served once sent: share-story.spec.ts'
      // journey at 360 px.
      await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
      expect(
        screen.queryByText('Please wait a moment: your files are still uploading.'),
      ).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Title'), 'On the bus');
      await user.click(send());
      await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
      const [story] = await herStories(backend);
      expect(paths(story?.media_urls)).toEqual(paths([photoUrl, otherUrl]));
    },
  );

  it('cancels an upload under way: the request is aborted and the file leaves the list', async () => {
    const { controlled, network, user } = await setup();
    await user.upload(picker(), mediaFile('clip.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: `Cancel clip.mp4` }));
    expect(controlled.upload('clip.mp4').aborted).toBe(true);
    expect(screen.queryByText('clip.mp4')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(send()).toHaveAttribute('aria-disabled', 'false');
    expect(picker()).toHaveFocus();
    expect(screen.queryByText(MESSAGES.mediaUploadFailed)).not.toBeInTheDocument();
    expect(network.requestsTo('DELETE', MEDIA)).toEqual([]);
  });

  it('removes an uploaded file from the server when she takes it out', async () => {
    const { controlled, server, user } = await setup();
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    const url = await controlled.upload('photo.png').finish();
    expect(await served(server, url)).toBe(true);
    await user.click(await screen.findByRole('button', { name: `Remove photo.png` }));
    await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
    expect(await served(server, url)).toBe(false);
  });

  it('keeps the file listed when removing it fails, with the message', async () => {
    const { controlled, network, user } = await setup();
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    await controlled.upload('photo.png').finish();
    network.fail('DELETE', MEDIA);
    await user.click(await screen.findByRole('button', { name: `Remove photo.png` }));
    expect(await screen.findByText(MESSAGES.mediaRemoveFailed)).toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
  });

  it('reports a failed upload, holds the story until it is tried again, then sends it', async () => {
    const { backend, controlled, network, user } = await setup();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    // The connection drops as the file goes.
    network.fail('POST', MEDIA);
    await controlled
      .upload('photo.png')
      .finish()
      .catch(() => undefined);
    expect(await screen.findByText(MESSAGES.mediaUploadFailed)).toBeInTheDocument();
    expect(screen.getByText('Did not upload')).toBeInTheDocument();
    expect(
      screen.getByText('A file did not upload. Try it again or remove it to continue.'),
    ).toBeInTheDocument();
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(send()).toHaveAccessibleDescription(
      'A file did not upload. Try it again or remove it to continue.',
    );
    await user.click(send());
    expect(network.requestsTo('POST', '/api/stories')).toEqual([]);
    expect(screen.getByLabelText('Title')).toHaveValue('T');

    network.fail('POST', MEDIA, false);
    await user.click(screen.getByRole('button', { name: `Try again photo.png` }));
    expect(controlled.uploads).toHaveLength(2);
    const url = await controlled.upload('photo.png').finish();
    await screen.findByText('Uploaded');
    await user.click(send());
    await waitFor(async () =>
      expect(paths((await herStories(backend))[0]?.media_urls)).toEqual(paths([url])),
    );
  });

  // A file the server refuses as not a supported type (or too large) is named and dropped:
  // use-media-uploads.test.tsx, against the real server.
  it('asks her to sign in, with what she wrote, when an upload finds the session gone', async () => {
    const { controlled, onUnauthenticated, server, user } = await setup();
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    // Her session ends on the server (it expired, or she signed out elsewhere).
    await server.db.delete(session);
    await controlled
      .upload('photo.png')
      .finish()
      .catch(() => undefined);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledTimes(1));
    expect(onUnauthenticated).toHaveBeenCalledWith({
      title: 'Kept',
      content: WORDS,
      tags: [],
      contentWarning: '',
    });
    await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
  });

  it('removes uploaded but unsent files and aborts the rest when she leaves the page', async () => {
    const { controlled, server, view, user } = await setup();
    await user.upload(picker(), [
      mediaFile('done.png', 'image/png'),
      mediaFile('slow.mp4', 'video/mp4'),
    ]);
    const url = await controlled.upload('done.png').finish();
    await screen.findByText('Uploaded');
    view.unmount();
    expect(controlled.upload('slow.mp4').aborted).toBe(true);
    await waitFor(async () => expect(await served(server, url)).toBe(false));
  });
});
