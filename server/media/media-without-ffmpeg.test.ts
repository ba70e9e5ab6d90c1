// A server without ffmpeg cannot remove a recording's hidden details (a phone video's location),
// so by default it refuses audio and video, keeps nothing of them, and still takes photos,
// which it cleans itself. MEDIA_WITHOUT_FFMPEG=keep is the operator's knowing opt-out.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { SECRET, containsBytes, exifTags, jpegWithMetadata } from '@/testing/image-samples';
import { media } from '../db/schema';
import { failureOf, signedInBackend } from '../testing/backend-client';
import { createContainerMetadataStripper, missingFfmpegWarning } from './container-metadata';
import { type RecordingName, makeRecording } from './media-recordings';
import { errorBodyOf, filesOnDisk, setupMediaTestServer } from './media-test-helpers';

const NO_FFMPEG = join(tmpdir(), 'sahas-no-such-dir', 'ffmpeg');

/** A recording, the type the phone declares for it, and what it is. */
const REFUSED: readonly [RecordingName, string, string][] = [
  ['mp3', 'audio/mpeg', 'an MP3'],
  ['webmVoice', 'audio/webm;codecs=opus', 'a recorded voice note'],
  ['mp4', 'video/mp4', 'a phone video with a location'],
  // Told apart by its bytes, not by what the client calls it.
  ['mp4', 'application/octet-stream', 'a video sent with no type'],
];

describe('without ffmpeg, by default', () => {
  const { server, user: asha } = setupMediaTestServer('asha@example.org', {
    ffmpegPath: NO_FFMPEG,
  });

  it.each(REFUSED)('refuses %s (%s), %s, with 415 and keeps nothing', async (name, type) => {
    const recording = await makeRecording(name);
    const response = await asha.upload(recording, { type });
    expect(response.status).toBe(415);
    expect(await errorBodyOf(response)).toEqual({
      error: MESSAGES.audioVideoUploadsUnavailable,
      code: 'audioVideoUploadsUnavailable',
    });
    expect(await filesOnDisk(server.mediaDir)).toEqual([]);
    expect(await server.db.select().from(media)).toEqual([]);
  });

  it('the SPA gets the message as an unsupported type, which the upload list shows', async () => {
    const { backend } = await signedInBackend(server, 'bina@example.org');
    const video = new File([await makeRecording('mov')], 'IMG_0042.MOV', {
      type: 'video/quicktime',
    });
    const error = await failureOf(backend.media.upload(video));
    expect(error).toMatchObject({
      kind: 'unsupported-type',
      status: 415,
      code: 'audioVideoUploadsUnavailable',
      message: MESSAGES.audioVideoUploadsUnavailable,
    });
  });

  it('still takes a photo, without its location', async () => {
    const photo = jpegWithMetadata({ orientation: 1 });
    expect(exifTags(photo)).toContain(0x8825); // the GPS IFD
    const { url, fileName } = await asha.uploadOk(photo, { type: 'image/jpeg' });
    const response = await server.request(url);
    expect(response.status).toBe(200);
    const stored = new Uint8Array(await response.arrayBuffer());
    expect(containsBytes(stored, SECRET)).toBe(false);
    expect(exifTags(stored)).toBeNull();
    expect(await filesOnDisk(server.mediaDir)).toEqual([fileName]);
  });
});

describe('without ffmpeg, when the operator chose MEDIA_WITHOUT_FFMPEG=keep', () => {
  const { server, user: asha } = setupMediaTestServer('asha@example.org', {
    ffmpegPath: NO_FFMPEG,
    mediaWithoutFfmpeg: 'keep',
  });

  it('stores audio as it came, metadata and all', async () => {
    const song = await makeRecording('mp3');
    const { fileName } = await asha.uploadOk(song, { type: 'audio/mpeg' });
    const stored = new Uint8Array(await readFile(join(server.mediaDir, fileName)));
    expect(stored).toEqual(song);
    expect(containsBytes(stored, `${SECRET} title`)).toBe(true);
  });
});

describe('the start-up warning', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The one warning a stripper without ffmpeg logs at start, in `mode` (refuse by default). */
  async function warningOf(mode: 'refuse' | 'keep') {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const options = mode === 'keep' ? { withoutFfmpeg: mode } : {};
    const stripper = createContainerMetadataStripper(NO_FFMPEG, options);
    expect(await stripper.available()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    const line = (JSON.parse(String(warn.mock.calls[0]?.[0])) as { msg: string }).msg;
    expect(line).toBe(missingFfmpegWarning(NO_FFMPEG, mode));
    expect(line).toContain(NO_FFMPEG);
    return line;
  }

  it('says that audio and video are refused, photos still taken, and how to change it', async () => {
    const line = await warningOf('refuse');
    for (const part of ['refused', 'location', 'photos are still accepted', 'FFMPEG_PATH']) {
      expect(line).toContain(part);
    }
    expect(line).toContain('MEDIA_WITHOUT_FFMPEG=keep');
  });

  it('says plainly that kept recordings carry their location', async () => {
    const line = await warningOf('keep');
    for (const part of ['MEDIA_WITHOUT_FFMPEG=keep', 'WITH their container metadata', 'location']) {
      expect(line).toContain(part);
    }
    expect(line).not.toContain('refused');
  });
});
