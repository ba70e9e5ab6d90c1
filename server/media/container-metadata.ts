// Audio and video lose their container metadata (title, artist, creation time, recording
// device, location: phones write GPS into MP4/MOV) by a remux with ffmpeg. Without ffmpeg they
// are refused, unless the operator chose to keep them (MEDIA_WITHOUT_FFMPEG=keep). The streams
// themselves are copied, not re-encoded: fast, lossless, and memory-light.
import { execFile } from 'node:child_process';
import { rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { log } from '../logging/logger';

/** Longer than any honest remux of a 200 MB file takes, even on a slow disk. */
const DEFAULT_TIMEOUT_MS = 120_000;

interface ContainerFormat {
  demuxer: string;
  muxer: string;
  options?: string[];
  /** Stored as audio (served audio/…, shown in an audio player): keep the sound streams only. */
  audio?: true;
}

/** ffmpeg's demuxer and muxer for each stored extension (forced, never guessed from content). */
const FORMATS: Readonly<Record<string, ContainerFormat>> = {
  mp4: { demuxer: 'mov', muxer: 'mp4', options: ['-movflags', '+faststart'] },
  mov: { demuxer: 'mov', muxer: 'mov', options: ['-movflags', '+faststart'] },
  m4a: { demuxer: 'mov', muxer: 'ipod', options: ['-movflags', '+faststart'], audio: true },
  webm: { demuxer: 'matroska', muxer: 'webm' },
  weba: { demuxer: 'matroska', muxer: 'webm', audio: true },
  ogv: { demuxer: 'ogg', muxer: 'ogg' },
  oga: { demuxer: 'ogg', muxer: 'ogg', audio: true },
  mp3: { demuxer: 'mp3', muxer: 'mp3', options: ['-id3v2_version', '0'], audio: true },
  wav: { demuxer: 'wav', muxer: 'wav', audio: true },
  aac: { demuxer: 'aac', muxer: 'adts', audio: true },
};

/**
 * What happens to audio and video when ffmpeg is missing: `refuse` (the default: they could
 * carry where she lives) or `keep`, stored with their metadata, for an operator who accepts that.
 */
export type WithoutFfmpeg = 'refuse' | 'keep';

/** The file could not be remuxed: it is refused rather than stored with its metadata. */
export class ContainerMetadataError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContainerMetadataError';
  }
}

export interface ContainerMetadataStripper {
  /** Whether ffmpeg was found (checked once, when the stripper is made). */
  available(): Promise<boolean>;
  /**
   * Rewrites the file at `path` (stored extension `ext`) without metadata and resolves with its
   * new size, or with null when ffmpeg is not installed (the file is left as it is). Rejects
   * with ContainerMetadataError when ffmpeg cannot read the file or takes too long.
   */
  strip(path: string, ext: string): Promise<number | null>;
}

export function createContainerMetadataStripper(
  ffmpegPath: string,
  {
    timeoutMs = DEFAULT_TIMEOUT_MS,
    withoutFfmpeg = 'refuse',
  }: { timeoutMs?: number; withoutFfmpeg?: WithoutFfmpeg } = {},
): ContainerMetadataStripper {
  const found = run(ffmpegPath, ['-hide_banner', '-version'], 10_000).then(
    () => true,
    () => {
      log.warn(missingFfmpegWarning(ffmpegPath, withoutFfmpeg));
      return false;
    },
  );

  return {
    available: () => found,
    async strip(path, ext) {
      if (!(await found)) return null;
      const format = FORMATS[ext];
      if (!format) throw new ContainerMetadataError(`No container format for .${ext}`);
      const output = `${path}.clean`;
      const attempt = (muxer: string) =>
        run(
          ffmpegPath,
          remuxArguments(path, output, format.demuxer, muxer, format.options, format.audio),
          timeoutMs,
        );
      try {
        try {
          await attempt(format.muxer);
        } catch (error) {
          // WebM allows only VP8/VP9/AV1 and Opus/Vorbis; a Matroska recording with other
          // codecs (Chrome can record H.264) is kept as Matroska, which browsers also play.
          if (format.muxer !== 'webm') throw error;
          await attempt('matroska');
        }
        await rename(output, path);
      } catch (error) {
        await rm(output, { force: true });
        throw new ContainerMetadataError('ffmpeg could not rewrite the file', { cause: error });
      }
      return (await stat(path)).size;
    },
  };
}

/** The start-up line for an operator: what now happens to recordings, and how to change it. */
export function missingFfmpegWarning(ffmpegPath: string, withoutFfmpeg: WithoutFfmpeg): string {
  const metadata = 'their container metadata (titles, dates, device, location)';
  return withoutFfmpeg === 'keep'
    ? `ffmpeg not found at "${ffmpegPath}": MEDIA_WITHOUT_FFMPEG=keep, so audio and video ` +
        `uploads are stored WITH ${metadata}. Install ffmpeg or set FFMPEG_PATH to remove it.`
    : `ffmpeg not found at "${ffmpegPath}": audio and video uploads are refused (415), because ` +
        `${metadata} cannot be removed; photos are still accepted. Install ffmpeg or set ` +
        'FFMPEG_PATH; MEDIA_WITHOUT_FFMPEG=keep stores them with their metadata instead.';
}

/**
 * Copies the real video and audio streams into a new container with no global, stream or
 * chapter metadata. Not `-map 0`: that would also copy data tracks (iPhones record location in
 * a timed-metadata track), attached pictures (cover art, with its own Exif) and subtitles.
 * A file stored as audio keeps its sound only, and must have some (`0:a` without `?` fails
 * otherwise): a picture track cannot hide behind an audio player, nor a file with no sound be
 * stored as a voice note. Input format and protocols are forced, so a crafted file cannot make ffmpeg open
 * anything but itself (playlists and references to other files or URLs).
 */
export function remuxArguments(
  input: string,
  output: string,
  demuxer: string,
  muxer: string,
  options: readonly string[] = [],
  audioOnly = false,
): string[] {
  const streams = audioOnly ? ['-map', '0:a'] : ['-map', '0:V?', '-map', '0:a?'];
  return [
    ...['-nostdin', '-v', 'error', '-protocol_whitelist', 'file'],
    ...['-f', demuxer, '-i', input],
    ...streams,
    ...['-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-c', 'copy', '-fflags', '+bitexact', ...options],
    ...['-f', muxer, '-y', output],
  ];
}

const execFileAsync = promisify(execFile);

async function run(file: string, args: string[], timeoutMs: number): Promise<void> {
  await execFileAsync(file, args, {
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 1024 * 1024,
    windowsHide: true,
  });
}
