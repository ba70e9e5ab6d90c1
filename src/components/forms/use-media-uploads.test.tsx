import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError, catalogueError } from '@/backend/backend-error';
import type { MediaPort } from '@/backend/port';
import { message, MESSAGES } from '@/domain/messages';
import { Toaster } from '@/components/ui/toaster';
import { useMediaUploads } from '@/components/forms/use-media-uploads';
import { toast } from '@/lib/toast';
import { withI18n } from '@/testing/with-i18n';

/** Media whose every upload is refused with `error`. */
function refusingMedia(error: BackendError): MediaPort {
  return {
    upload: () => Promise.reject(error),
    remove: () => Promise.resolve(),
  };
}

function uploadRefusedWith(error: BackendError, file: File) {
  render(<Toaster />, withI18n);
  // One port for every render, as the app's context gives.
  const media = refusingMedia(error);
  const { result } = renderHook(() =>
    useMediaUploads({
      media,
      purpose: 'create',
      onUnauthenticated: () => undefined,
    }),
  );
  act(() => result.current.add([file]));
  return result;
}

const VIDEO = new File([new Uint8Array(16)], 'IMG_0042.MOV', { type: 'video/quicktime' });

beforeEach(() => {
  toast.remove();
});

describe('an upload the server refuses as an unsupported type', () => {
  it('shows why when the server cannot remove a recording’s hidden details', async () => {
    const refusal = catalogueError('unsupported-type', 415, 'audioVideoUploadsUnavailable');
    const uploads = uploadRefusedWith(refusal, VIDEO);
    expect(await screen.findByText(MESSAGES.audioVideoUploadsUnavailable)).toBeInTheDocument();
    // Dropped, not offered for Retry: sending it again cannot help.
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(screen.queryByText('File IMG_0042.MOV is not a supported type.')).toBeNull();
  });

  it('names the file for any other refusal', async () => {
    const refusal = new BackendError('unsupported-type', 'No such type here.', 415, {
      code: 'unsupportedType',
    });
    const uploads = uploadRefusedWith(refusal, VIDEO);
    expect(
      await screen.findByText('File IMG_0042.MOV is not a supported type.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No such type here.')).toBeNull();
    expect(uploads.current.items).toEqual([]);
  });
});

describe('an upload refused for lack of space', () => {
  const PHOTO = new File([new Uint8Array(16)], 'beach.jpg', { type: 'image/jpeg' });

  it.each([
    ['her quota is used up', catalogueError('too-large', 413, 'mediaQuotaReached', { max: 1024 })],
    [
      'a small quota is used up',
      catalogueError('too-large', 413, 'mediaQuotaReached', { max: 0.3 }),
    ],
    [
      'her small quota is used up before she verified her address',
      catalogueError('too-large', 413, 'mediaQuotaVerifyEmail'),
    ],
  ])('shows the catalogue’s words when %s, and offers no Try again', async (_, refusal) => {
    const text = refusal.message;
    const uploads = uploadRefusedWith(refusal, PHOTO);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(screen.queryByText(/File beach.jpg is too large/)).toBeNull();
  });

  it('words the quota from the catalogue and the code’s values, not the server’s text', async () => {
    const refusal = new BackendError('too-large', 'Quota words from an older server', 413, {
      code: 'mediaQuotaReached',
      params: { max: 5 },
    });
    uploadRefusedWith(refusal, PHOTO);
    expect(await screen.findByText(message('mediaQuotaReached', { max: 5 }))).toBeInTheDocument();
    expect(screen.queryByText('Quota words from an older server')).toBeNull();
  });

  it('still names the file when the file itself is too large', async () => {
    const refusal = new BackendError(
      'too-large',
      'The file is too large. Maximum size is 200 MB.',
      413,
      { code: 'tooLarge' },
    );
    const uploads = uploadRefusedWith(refusal, PHOTO);
    expect(
      await screen.findByText('File beach.jpg is too large. Maximum size is 200 MB.'),
    ).toBeInTheDocument();
    expect(uploads.current.items).toEqual([]);
  });

  it('says the server is full by its code, whatever the status, and offers no Try again', async () => {
    const refusal = catalogueError('unavailable', 503, 'mediaStorageFull');
    const uploads = uploadRefusedWith(refusal, PHOTO);
    expect(await screen.findByText(MESSAGES.mediaStorageFull)).toBeInTheDocument();
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(uploads.current.hasFailed).toBe(false);
  });

  it('says the server is full (507) and offers no Try again', async () => {
    const refusal = new BackendError('unavailable', 'Upload failed with status 507', 507);
    const uploads = uploadRefusedWith(refusal, PHOTO);
    expect(await screen.findByText(MESSAGES.mediaStorageFull)).toBeInTheDocument();
    await waitFor(() => expect(uploads.current.items).toEqual([]));
    expect(uploads.current.hasFailed).toBe(false);
    expect(screen.queryByText(MESSAGES.mediaUploadFailed)).toBeNull();
  });

  it('still offers Try again when the server fails for another reason', async () => {
    const refusal = new BackendError('unavailable', 'Upload failed with status 503', 503);
    const uploads = uploadRefusedWith(refusal, PHOTO);
    expect(await screen.findByText(MESSAGES.mediaUploadFailed)).toBeInTheDocument();
    expect(uploads.current.items.map((item) => item.status)).toEqual(['failed']);
  });
});
