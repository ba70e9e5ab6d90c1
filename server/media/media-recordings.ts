// Real, tiny recordings made with ffmpeg (installed wherever the server's tests run), each
// tagged with metadata whose values contain SECRET, for the container-metadata tests.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SECRET } from '@/testing/image-samples';

const run = promisify(execFile);

const AUDIO = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=0.2'];
const VIDEO = ['-f', 'lavfi', '-i', 'color=c=teal:size=16x16:rate=10:duration=0.2'];
const TAGS = [
  ...['-metadata', `title=${SECRET} title`],
  ...['-metadata', `artist=${SECRET} artist`],
  ...['-metadata', 'location=+51.5074-000.1278/'],
  ...['-metadata:s:0', `title=${SECRET} stream`],
];

/** What to make: the file name (its extension picks the container) and ffmpeg's arguments. */
export const RECORDINGS = {
  mp4: { file: 'video.mp4', args: [...VIDEO, ...AUDIO, '-c:v', 'libx264', '-c:a', 'aac'] },
  mov: { file: 'video.mov', args: [...VIDEO, '-c:v', 'libx264'] },
  webmVideo: { file: 'video.webm', args: [...VIDEO, '-c:v', 'libvpx', '-b:v', '50k'] },
  webmVoice: { file: 'voice.webm', args: [...AUDIO, '-c:a', 'libopus'] },
  mkvVoice: { file: 'voice.mkv', args: [...AUDIO, '-c:a', 'libopus'] },
  mp3: { file: 'song.mp3', args: [...AUDIO, '-c:a', 'libmp3lame'] },
  wav: { file: 'note.wav', args: [...AUDIO, '-c:a', 'pcm_s16le'] },
  opus: { file: 'note.ogg', args: [...AUDIO, '-c:a', 'libopus'] },
  m4a: { file: 'note.m4a', args: [...AUDIO, '-c:a', 'aac'] },
} as const;

export type RecordingName = keyof typeof RECORDINGS;

/** Makes one recording and returns its bytes. */
export async function makeRecording(name: RecordingName): Promise<Uint8Array<ArrayBuffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'sahas-recordings-'));
  try {
    const { file, args } = RECORDINGS[name];
    const path = join(dir, file);
    await run('ffmpeg', ['-v', 'error', ...args, '-t', '0.2', ...TAGS, path]);
    return new Uint8Array(await readFile(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Makes every recording (in parallel, about a second) and returns their bytes. */
export async function makeRecordings(): Promise<Record<RecordingName, Uint8Array<ArrayBuffer>>> {
  const names = Object.keys(RECORDINGS) as RecordingName[];
  const made = await Promise.all(names.map(async (name) => [name, await makeRecording(name)]));
  return Object.fromEntries(made) as Record<RecordingName, Uint8Array<ArrayBuffer>>;
}

/** Whether ffmpeg decodes the file at `path` without an error. */
export async function decodes(path: string): Promise<boolean> {
  return run('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-']).then(
    () => true,
    () => false,
  );
}
