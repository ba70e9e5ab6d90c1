// Where stored media live: one interface, two implementations (a local folder, an S3-compatible
// bucket). Every upload is first received, cleaned and checked in a staging folder on this
// server's own disk (ffmpeg needs a file), and only then handed to the store whole, so no reader
// can ever fetch a half-written or not-yet-cleaned object from either store.
import { mkdir } from 'node:fs/promises';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface StoredObject {
  /** The stored name: <random id>.<ext>. */
  name: string;
  /** When it was written; the sweep spares young objects another server may be recording. */
  modifiedAt: Date;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  /**
   * A folder on this server's disk where uploads are received before they are stored. It belongs
   * to this process alone (its data folder is locked, or it is inside a local media folder whose
   * sweep spares young files), and everything in it is a leftover once it is old.
   */
  readonly stagingDir: string;
  /**
   * Stores the complete, cleaned file at `stagingPath` as `name`; it becomes readable all at once
   * or not at all. The staging file is gone afterwards, whatever happens.
   */
  put(name: string, stagingPath: string, info: { mimeType: string }): Promise<void>;
  /** The stored object's size in bytes, or null when there is none. */
  size(name: string): Promise<number | null>;
  /** The bytes of `range`, streamed; null when the object is gone. */
  read(name: string, range: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Deletes objects; one that cannot be deleted is logged and the rest go on. */
  remove(names: readonly string[]): Promise<void>;
  /** Every object whose name has the shape of a stored name (others are never ours). */
  list(): AsyncIterable<StoredObject>;
  /**
   * Ends uploads into the store that were interrupted before `olderThan` (on S3, multipart
   * uploads a crash left open; the local store has none: its renames are atomic). Returns how
   * many were ended.
   */
  abortInterrupted(olderThan: Date): Promise<number>;
  /** Throws unless the store can be reached and written to now (the readiness check). */
  check(): Promise<void>;
  /** Aborts uploads into the store still in flight in this process (at shutdown). */
  abortInFlight(): Promise<void>;
}

/** Makes the staging folder; called before each upload, as a sweep may have removed it. */
export async function ensureStagingDir(store: Pick<MediaStore, 'stagingDir'>): Promise<void> {
  await mkdir(store.stagingDir, { recursive: true, mode: 0o700 });
}
