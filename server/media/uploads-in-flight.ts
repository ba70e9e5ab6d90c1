// Uploads this process is receiving right now, per user. They count towards her limits (by their
// Content-Length) before their rows exist, so parallel uploads cannot slip past the limits.

/** Files and bytes, of one upload or of all of hers. */
export interface UploadTotals {
  files: number;
  bytes: number;
}

export interface UploadInFlight {
  /**
   * Her recorded files and bytes plus those of her other uploads in flight, each upload counted
   * once. The rows are read first and the uploads in flight after: an upload leaves the count as
   * its row is written, before that commits, so one that records while the rows are read is in
   * one of the two or in neither, never in both. (A count of uploads in flight taken before the
   * read counted such an upload twice and refused parallel uploads as too many.) Counting one in
   * neither only lets a request go on to the check made under the lock as its row is written.
   */
  withOthersInFlight: (readRecorded: () => Promise<UploadTotals>) => Promise<UploadTotals>;
  /**
   * Stops counting it. Called as its row is written, before that commits, and again once the
   * request ends (a second call does nothing).
   */
  leave: () => void;
}

export class UploadsInFlight {
  readonly #byUser = new Map<string, UploadTotals>();

  /** Counts one upload of hers at once, before any await, so requests in parallel see it. */
  enter(userId: string, bytes: number): UploadInFlight {
    this.#add(userId, 1, bytes);
    let left = false;
    return {
      withOthersInFlight: async (readRecorded) => {
        const recorded = await readRecorded();
        const flying = this.of(userId);
        const own = left ? { files: 0, bytes: 0 } : { files: 1, bytes };
        return {
          files: recorded.files + flying.files - own.files,
          bytes: recorded.bytes + flying.bytes - own.bytes,
        };
      },
      leave: () => {
        if (left) return;
        left = true;
        this.#add(userId, -1, -bytes);
      },
    };
  }

  /** Her uploads in flight now. */
  of(userId: string): UploadTotals {
    return this.#byUser.get(userId) ?? { files: 0, bytes: 0 };
  }

  #add(userId: string, files: number, bytes: number) {
    const now = this.of(userId);
    const next = { files: now.files + files, bytes: now.bytes + bytes };
    if (next.files > 0) this.#byUser.set(userId, next);
    else this.#byUser.delete(userId);
  }
}
