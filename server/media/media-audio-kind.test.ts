// Voice notes and audio uploads are stored under audio extensions (.weba, .oga), so the screens,
// which choose the player by extension, play them as audio; video keeps .webm/.ogv.
// Real recordings made with ffmpeg, uploaded through the SPA's own HTTP adapter.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { mediaKindFromUrl } from '@/domain/media-files';
import { failureOf, signedInBackend } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';
import { mediaFileNameFromUrl } from './media-files';

const run = promisify(execFile);

const SOUND = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=0.3'];
const PICTURE = ['-f', 'lavfi', '-i', 'color=c=teal:size=16x16:rate=10:duration=0.3'];

/** What ffmpeg makes: the file name (its extension picks the container) and the arguments. */
const RECORDINGS = {
  webmVideo: {
    file: 'clip.webm',
    args: [...PICTURE, ...SOUND, '-c:v', 'libvpx', '-c:a', 'libopus'],
  },
  webmSilentVideo: { file: 'silent.webm', args: [...PICTURE, '-c:v', 'libvpx'] },
  /** A WhatsApp voice note: Opus in Ogg (.opus). */
  oggVoice: { file: 'note.ogg', args: [...SOUND, '-c:a', 'libopus'] },
  oggVideo: {
    file: 'clip.ogv',
    args: [...PICTURE, ...SOUND, '-c:v', 'libtheora', '-c:a', 'libvorbis'],
  },
} as const;
type RecordingName = keyof typeof RECORDINGS;

const recordings = {} as Record<RecordingName, Uint8Array<ArrayBuffer>>;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sahas-audio-kind-'));
  await Promise.all(
    (Object.keys(RECORDINGS) as RecordingName[]).map(async (name) => {
      const { file, args } = RECORDINGS[name];
      const path = join(workDir, file);
      await run('ffmpeg', ['-v', 'error', ...args, '-t', '0.3', path]);
      recordings[name] = new Uint8Array(await readFile(path));
    }),
  );
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const server = setupTestServer();

/** The kinds of stream ffmpeg finds in a file ('audio', 'video'), from its description. */
async function streamKinds(path: string): Promise<string[]> {
  // Without an output ffmpeg describes the input and exits with an error: that is expected.
  const described = await run('ffmpeg', ['-hide_banner', '-i', path]).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
  );
  return [...described.stderr.matchAll(/Stream #\d+:\d+.*?: (Audio|Video):/g)]
    .map((match) => (match[1] ?? '').toLowerCase())
    .sort();
}

async function upload(backend: BackendPort, name: RecordingName, declaredType: string) {
  const file = new File([recordings[name]], RECORDINGS[name].file, { type: declaredType });
  const url = await backend.media.upload(file);
  const served = await server.app.request(url);
  expect(served.status).toBe(200);
  const fileName = mediaFileNameFromUrl(url) ?? '';
  return {
    url,
    extension: fileName.split('.').pop(),
    contentType: served.headers.get('content-type'),
    streams: await streamKinds(join(server.mediaDir, fileName)),
  };
}

describe('audio and video kinds of uploads', () => {
  let backend: BackendPort;
  // After the server's reset, which empties every table.
  beforeEach(async () => {
    ({ backend } = await signedInBackend(server, 'asha@example.org'));
  });

  // A WebM voice note as .weba (audio/webm) and a WebM video as .webm: media-upload.test.ts's
  // table, shown by extension (media-files.test.ts); a voice note served as audio/webm, below.
  it('stores an Ogg voice note as .oga (audio/ogg), an Ogg video as .ogv (video/ogg)', async () => {
    // What the picker declares for a WhatsApp .opus file varies; the bytes decide for Ogg.
    const note = await upload(backend, 'oggVoice', '');
    expect(note).toMatchObject({ extension: 'oga', contentType: 'audio/ogg' });
    expect(mediaKindFromUrl(note.url)).toBe('audio');

    const clip = await upload(backend, 'oggVideo', 'video/ogg');
    expect(clip).toMatchObject({ extension: 'ogv', contentType: 'video/ogg' });
    expect(clip.streams).toEqual(['audio', 'video']);
    expect(mediaKindFromUrl(clip.url)).toBe('video');
  });

  it('keeps only the sound of a "voice note" that carries a picture track', async () => {
    // Otherwise a video could hide behind an audio player, unseen by readers and moderators.
    const note = await upload(backend, 'webmVideo', 'audio/webm');
    expect(note).toMatchObject({ extension: 'weba', contentType: 'audio/webm' });
    expect(note.streams).toEqual(['audio']);
  });

  it('refuses a "voice note" with no sound at all', async () => {
    const error = await failureOf(
      backend.media.upload(
        new File([recordings.webmSilentVideo], 'x.webm', { type: 'audio/webm' }),
      ),
    );
    expect(error.status).toBe(415);
  });
});
