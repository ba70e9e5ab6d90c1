// What every media store must do, as one suite run against each implementation
// (media-store.test.ts: the local folder and a real S3-compatible server).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaId } from './media-files';
import type { MediaStore } from './media-store';

export interface MediaStoreHarness {
  store: MediaStore;
  /** Writes an object the store did not make (another program's file in a shared place). */
  plantForeign(name: string, bytes: Uint8Array): Promise<void>;
  /** The same kind of store pointed at a folder or bucket that does not exist. */
  unreachable(): MediaStore;
  close(): Promise<void>;
}

async function readAll(stream: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!stream) throw new Error('no body');
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function describeMediaStoreContract(name: string, setup: () => Promise<MediaStoreHarness>) {
  describe(`media store contract: ${name}`, () => {
    let harness: MediaStoreHarness;
    let sources: string;
    beforeAll(async () => {
      harness = await setup();
      sources = await mkdtemp(join(tmpdir(), 'sahas-store-sources-'));
    });
    afterAll(async () => {
      await harness.close();
      await rm(sources, { recursive: true, force: true });
    });

    /** A staging file with `bytes`, as an upload leaves it before put(). */
    async function staged(bytes: Uint8Array): Promise<string> {
      const path = join(sources, `${newMediaId()}.part`);
      await writeFile(path, bytes);
      return path;
    }

    it('stores a file whole, serves any range of it, and removes the staging file', async () => {
      const bytes = randomBytes(100_000);
      const file = `${newMediaId()}.jpg`;
      const path = await staged(bytes);
      await harness.store.put(file, path, { mimeType: 'image/jpeg' });

      expect(await stat(path).catch(() => null)).toBeNull();
      expect(await harness.store.size(file)).toBe(bytes.length);
      const whole = await readAll(await harness.store.read(file, { start: 0, end: 99_999 }));
      expect(sha256(whole)).toBe(sha256(bytes));
      const middle = await readAll(await harness.store.read(file, { start: 1000, end: 1999 }));
      expect(middle.equals(bytes.subarray(1000, 2000))).toBe(true);
      const last = await readAll(await harness.store.read(file, { start: 99_999, end: 99_999 }));
      expect([...last]).toEqual([bytes[99_999]]);
    });

    it('streams a file larger than one multipart part and reads back the same bytes', async () => {
      const bytes = randomBytes(20 * 1024 * 1024 + 17);
      const file = `${newMediaId()}.mp4`;
      await harness.store.put(file, await staged(bytes), { mimeType: 'video/mp4' });
      expect(await harness.store.size(file)).toBe(bytes.length);
      const back = await readAll(
        await harness.store.read(file, { start: 0, end: bytes.length - 1 }),
      );
      expect(sha256(back)).toBe(sha256(bytes));
    });

    it('answers null for a name it does not hold', async () => {
      const missing = `${newMediaId()}.png`;
      expect(await harness.store.size(missing)).toBeNull();
      expect(await harness.store.read(missing, { start: 0, end: 0 })).toBeNull();
    });

    it('removes what it is told to, and shrugs at names already gone', async () => {
      const kept = `${newMediaId()}.png`;
      const gone = `${newMediaId()}.png`;
      await harness.store.put(kept, await staged(randomBytes(10)), { mimeType: 'image/png' });
      await harness.store.put(gone, await staged(randomBytes(10)), { mimeType: 'image/png' });
      await harness.store.remove([gone, `${newMediaId()}.png`]);
      expect(await harness.store.size(gone)).toBeNull();
      expect(await harness.store.read(gone, { start: 0, end: 0 })).toBeNull();
      expect(await harness.store.size(kept)).toBe(10);
    });

    it('lists its stored names with their write time, and never a foreign name', async () => {
      const before = Date.now() - 60_000;
      const file = `${newMediaId()}.webm`;
      await harness.store.put(file, await staged(randomBytes(5)), { mimeType: 'video/webm' });
      await harness.plantForeign('notes.txt', new TextEncoder().encode('not ours'));
      const listed = [];
      for await (const object of harness.store.list()) listed.push(object);
      const mine = listed.find((object) => object.name === file);
      expect(mine?.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(listed.map((object) => object.name)).not.toContain('notes.txt');
    });

    it('stores nothing readable when the staging file cannot be read', async () => {
      const file = `${newMediaId()}.jpg`;
      await expect(
        harness.store.put(file, join(sources, 'never-written.part'), { mimeType: 'image/jpeg' }),
      ).rejects.toThrow();
      expect(await harness.store.size(file)).toBeNull();
      const listed = [];
      for await (const object of harness.store.list()) listed.push(object.name);
      expect(listed).not.toContain(file);
    });

    it('keeps parallel uploads apart', async () => {
      const files = Array.from({ length: 6 }, (_, i) => ({
        name: `${newMediaId()}.png`,
        bytes: randomBytes(1000 + i),
      }));
      await Promise.all(
        files.map(async (file) =>
          harness.store.put(file.name, await staged(file.bytes), { mimeType: 'image/png' }),
        ),
      );
      for (const file of files) {
        const back = await readAll(
          await harness.store.read(file.name, { start: 0, end: file.bytes.length - 1 }),
        );
        expect(back.equals(file.bytes)).toBe(true);
      }
    });

    it('passes its readiness check, and fails it when its folder or bucket is not there', async () => {
      await expect(harness.store.check()).resolves.toBeUndefined();
      await expect(harness.unreachable().check()).rejects.toThrow();
    });

    it('ends interrupted uploads without touching finished ones', async () => {
      const file = `${newMediaId()}.png`;
      await harness.store.put(file, await staged(randomBytes(3)), { mimeType: 'image/png' });
      const ended = await harness.store.abortInterrupted(new Date(Date.now() + 60_000));
      expect(ended).toBeGreaterThanOrEqual(0);
      expect(await harness.store.size(file)).toBe(3);
    });
  });
}
