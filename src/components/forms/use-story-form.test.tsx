// The upload flow Share Story and Edit Story have in common, through the form hook they share.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import type { StoryInput, UploadOptions } from '@/backend/port';
import { validateFilesOnCreate } from '@/domain/media-files';
import { MESSAGES } from '@/domain/messages';
import { VALID } from '@/domain/validation-result';
import { withControlledUploads } from '@/components/forms/controlled-uploads';
import { MediaPicker } from '@/components/forms/media-picker';
import { StoryTitleField } from '@/components/forms/story-text-fields';
import { useStoryForm, type StoryFields } from '@/components/forms/use-story-form';
import { useBackend } from '@/lib/backend-context';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const MEDIA_LABEL = 'Add media';
const SEND = 'Send story';

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
    initial: { title: '', content: '', tags: [], contentWarning: '' },
    purpose,
    onUnauthenticated,
    validate: () => VALID,
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

function setup(purpose: NonNullable<UploadOptions['purpose']> = 'create') {
  const fake = createFakeBackend({ user: SIGNED_IN_USER });
  const controlled = withControlledUploads(fake);
  const onUnauthenticated = vi.fn();
  const view = renderWithProviders(
    <TestStoryForm purpose={purpose} onUnauthenticated={onUnauthenticated} />,
    { backend: fake, port: controlled.backend },
  );
  return {
    fake,
    controlled,
    view,
    onUnauthenticated,
    user: userEvent.setup({ applyAccept: false }),
  };
}

function mediaFile(name: string, type: string): File {
  return new File(['media bytes'], name, { type });
}

const picker = () => screen.getByLabelText(MEDIA_LABEL);
const send = () => screen.getByRole('button', { name: SEND });

function sent(fake: FakeBackend): StoryInput[] {
  return fake.callsTo('stories.create').map((call) => call.args[0] as StoryInput);
}

describe('the story form’s uploads', () => {
  it.each(['create', 'edit'] as const)(
    'uploads each file at once (%s) with a named progress bar; the story waits for them all',
    async (purpose) => {
      const { controlled, fake, user } = setup(purpose);
      await user.upload(picker(), [
        mediaFile('photo.png', 'image/png'),
        mediaFile('note.wav', 'audio/wav'),
      ]);
      expect(controlled.uploads.map((u) => [u.file.name, u.options.purpose])).toEqual([
        ['photo.png', purpose],
        ['note.wav', purpose],
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
      expect(fake.callCount('stories.create')).toBe(0);

      const photoUrl = await controlled.upload('photo.png').finish();
      const noteUrl = await controlled.upload('note.wav').finish();
      await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
      expect(screen.getAllByText('Uploaded')).toHaveLength(2);
      expect(send()).toHaveAttribute('aria-disabled', 'false');
      expect(
        screen.queryByText('Please wait a moment: your files are still uploading.'),
      ).not.toBeInTheDocument();

      await user.click(send());
      await waitFor(() => expect(sent(fake)).toHaveLength(1));
      expect(sent(fake)[0]?.mediaUrls).toEqual([photoUrl, noteUrl]);
      await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
      // Sent files now belong to the story: none is removed.
      expect(fake.callCount('media.remove')).toBe(0);
    },
  );

  it('cancels an upload under way: the request is aborted and the file leaves the list', async () => {
    const { controlled, fake, user } = setup();
    await user.upload(picker(), mediaFile('clip.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: `Cancel clip.mp4` }));
    expect(controlled.upload('clip.mp4').aborted).toBe(true);
    expect(screen.queryByText('clip.mp4')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(send()).toHaveAttribute('aria-disabled', 'false');
    expect(picker()).toHaveFocus();
    expect(screen.queryByText(MESSAGES.mediaUploadFailed)).not.toBeInTheDocument();
    expect(fake.callCount('media.remove')).toBe(0);
  });

  it('removes an uploaded file from the server when she takes it out', async () => {
    const { controlled, fake, user } = setup();
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    const url = await controlled.upload('photo.png').finish();
    await user.click(await screen.findByRole('button', { name: `Remove photo.png` }));
    await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
    expect(fake.callsTo('media.remove').map((call) => call.args[0])).toEqual([url]);
    expect(fake.db.media.has(url)).toBe(false);
  });

  it('keeps the file listed when removing it fails, with the message', async () => {
    const { controlled, fake, user } = setup();
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    await controlled.upload('photo.png').finish();
    fake.fail('media.remove', new BackendError('network', 'offline'));
    await user.click(await screen.findByRole('button', { name: `Remove photo.png` }));
    expect(await screen.findByText(MESSAGES.mediaRemoveFailed)).toBeInTheDocument();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
  });

  it('reports a failed upload, holds the story until it is tried again, then sends it', async () => {
    const { controlled, fake, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    controlled.upload('photo.png').fail(new BackendError('network', 'offline'));
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
    expect(fake.callCount('stories.create')).toBe(0);
    expect(screen.getByLabelText('Title')).toHaveValue('T');

    await user.click(screen.getByRole('button', { name: `Try again photo.png` }));
    expect(controlled.uploads).toHaveLength(2);
    const url = await controlled.upload('photo.png').finish();
    await screen.findByText('Uploaded');
    await user.click(send());
    await waitFor(() => expect(sent(fake)).toHaveLength(1));
    expect(sent(fake)[0]?.mediaUrls).toEqual([url]);
  });

  it.each([
    ['too-large', 'File big.mov is too large. Maximum size is 200 MB.'],
    ['unsupported-type', 'File big.mov is not a supported type.'],
  ] as const)('drops a file the server refuses as %s, naming it', async (kind, text) => {
    const { controlled, user } = setup();
    await user.upload(picker(), mediaFile('big.mov', 'video/quicktime'));
    controlled.upload('big.mov').fail(new BackendError(kind, 'refused', 413));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('big.mov')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.mediaUploadFailed)).not.toBeInTheDocument();
  });

  it('asks her to sign in, with what she wrote, when an upload finds the session gone', async () => {
    const { controlled, onUnauthenticated, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.upload(picker(), mediaFile('photo.png', 'image/png'));
    controlled.upload('photo.png').fail(new BackendError('unauthenticated', 'Sign in', 401));
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledTimes(1));
    expect(onUnauthenticated).toHaveBeenCalledWith({
      title: 'Kept',
      content: '',
      tags: [],
      contentWarning: '',
    });
    await waitFor(() => expect(screen.queryByText('photo.png')).not.toBeInTheDocument());
  });

  it('removes uploaded but unsent files and aborts the rest when she leaves the page', async () => {
    const { controlled, fake, view, user } = setup();
    await user.upload(picker(), [
      mediaFile('done.png', 'image/png'),
      mediaFile('slow.mp4', 'video/mp4'),
    ]);
    const url = await controlled.upload('done.png').finish();
    await screen.findByText('Uploaded');
    view.unmount();
    expect(controlled.upload('slow.mp4').aborted).toBe(true);
    await waitFor(() =>
      expect(fake.callsTo('media.remove').map((call) => call.args[0])).toEqual([url]),
    );
  });
});
