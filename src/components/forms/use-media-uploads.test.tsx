// What the story forms' uploads say when the real server (in process) refuses a file: why, in
// the catalogue's words, and whether Try again is offered.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaPort } from '@/backend/port';
import { MESSAGES } from '@/domain/messages';
import { Toaster } from '@/components/ui/toaster';
import { useMediaUploads } from '@/components/forms/use-media-uploads';
import { PLAIN_PNG } from '@/testing/image-samples';
import { startTestBackend, type StartTestBackendOptions } from '@/testing/test-backend';
import { voiceNoteBytes } from '@/testing/voice-note';
import { withI18n } from '@/testing/with-i18n';

const HER = 'her@example.org';
const PHOTO = new File([PLAIN_PNG], 'beach.png', { type: 'image/png' });
const VOICE = new File([voiceNoteBytes()], 'note.wav', { type: 'audio/wav' });
/** Not the picture its name says: the server reads the bytes. */
const FAKE_PHOTO = new File(['just some words'], 'IMG_0042.jpg', { type: 'image/jpeg' });

/** `file` added to a story form's uploads that send through `media`. */
function uploadThrough(media: MediaPort, file: File) {
  render(<Toaster />, withI18n);
  // One port for every render, as the app's context gives.
  const { result } = renderHook(() =>
    useMediaUploads({ media, purpose: 'create', onUnauthenticated: () => undefined }),
  );
  act(() => result.current.add([file]));
  return result;
}

/** `file` uploaded through her browser on a server started with `options`. */
async function upload(file: File, options: StartTestBackendOptions = {}) {
  const started = await startTestBackend({ signedIn: HER, ...options });
  return { ...started, uploads: uploadThrough(started.backend.media, file) };
}

describe('an upload the server refuses as an unsupported type', () => {
  it('shows why when the server cannot remove a recording’s hidden details', async () => {
    const { uploads } = await upload(VOICE, { ffmpegPath: '/nowhere/ffmpeg' });
    expect(await screen.findByText(MESSAGES.audioVideoUploadsUnavailable)).toBeInTheDocument();
    // Dropped, not offered for Retry: sending it again cannot help.
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(screen.queryByText('File note.wav is not a supported type.')).toBeNull();
  });

  it('names the file for any other refusal, not in the server’s words', async () => {
    const { uploads } = await upload(FAKE_PHOTO);
    expect(
      await screen.findByText('File IMG_0042.jpg is not a supported type.'),
    ).toBeInTheDocument();
    expect(uploads.current.items).toEqual([]);
  });
});

describe('an upload refused for lack of space', () => {
  it('words her used-up quota from the catalogue with its size, and offers no Try again', async () => {
    const { uploads } = await upload(PHOTO, { mediaQuotaBytes: 10 });
    expect(await screen.findByText(/^You have used all [\d.]+ MB of space/)).toBeInTheDocument();
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(screen.queryByText(/File beach.png is too large/)).toBeNull();
  });

  it('asks her to verify her address when the smaller quota before it is used up', async () => {
    const started = await startTestBackend({ mediaQuotaUnverifiedBytes: 10 });
    const unverified = await started.openBrowser(HER, { verified: false });
    const result = uploadThrough(unverified.backend.media, PHOTO);
    expect(await screen.findByText(MESSAGES.mediaQuotaVerifyEmail)).toBeInTheDocument();
    await waitFor(() => expect(result.current.items).toEqual([]));
  });

  it('says the server is full, and offers no Try again', async () => {
    const { uploads } = await upload(PHOTO, { mediaMinFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(await screen.findByText(MESSAGES.mediaStorageFull)).toBeInTheDocument();
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(uploads.current.hasFailed).toBe(false);
    expect(screen.queryByText(MESSAGES.mediaUploadFailed)).toBeNull();
  });
});

// A dropped connection offering Try again: use-story-form.test.tsx, 'reports a failed upload,
// holds the story until it is tried again, then sends it'.
