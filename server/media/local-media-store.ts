// Media in a folder on this server's disk (MEDIA_STORE=local, the default). Uploads are staged in
// its .tmp/ subfolder, on the same file system, so storing one is an atomic rename.
import { constants, createReadStream } from 'node:fs';
import { access, readdir, rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { errorSummary } from '../http/error-handler';
import { log } from '../logging/logger';
import { isStoredMediaName, mediaFilePath, mediaTmpDir } from './media-files';
import type { ByteRange, MediaStore, StoredObject } from './media-store';

export function localMediaStore(mediaDir: string): MediaStore {
  return {
    kind: 'local',
    stagingDir: mediaTmpDir(mediaDir),

    async put(name, stagingPath) {
      try {
        await rename(stagingPath, mediaFilePath(mediaDir, name));
      } catch (error) {
        await rm(stagingPath, { force: true });
        throw error;
      }
    },

    async size(name) {
      const stats = await stat(mediaFilePath(mediaDir, name)).catch(() => null);
      return stats?.isFile() ? stats.size : null;
    },

    async read(name, { start, end }: ByteRange) {
      const stream = createReadStream(mediaFilePath(mediaDir, name), { start, end });
      // Opened before answering, so a file deleted since size() is a 404, not a broken body.
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('ready', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      if (!opened) return null;
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },

    async remove(names) {
      await Promise.all(
        names.map((name) =>
          rm(mediaFilePath(mediaDir, name), { force: true }).catch((error: unknown) => {
            log.error(`Could not delete media file ${name}`, errorSummary(error));
          }),
        ),
      );
    },

    async *list(): AsyncIterable<StoredObject> {
      const entries = await readdir(mediaDir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || !isStoredMediaName(entry.name)) continue;
        const stats = await stat(mediaFilePath(mediaDir, entry.name)).catch(() => null);
        if (stats) yield { name: entry.name, modifiedAt: stats.mtime };
      }
    },

    abortInterrupted: () => Promise.resolve(0),

    async check() {
      const info = await stat(mediaDir);
      if (!info.isDirectory()) throw new Error('not a folder');
      await access(mediaDir, constants.W_OK);
    },

    abortInFlight: () => Promise.resolve(),
  };
}
