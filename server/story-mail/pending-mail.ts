// The story mails still being queued. A request that causes one answers without waiting for it:
// otherwise the reader whose report hid a story would wait longer when its author had asked for
// mail, and learn that she had. Tests (and a stopping server) wait for them here.

export interface PendingMail {
  /** Keeps `work` until it has settled; it must not throw (its own errors are logged). */
  track(work: Promise<void>): void;
  /** Resolves once everything tracked so far has settled. */
  settled(): Promise<void>;
}

export function createPendingMail(): PendingMail {
  const pending = new Set<Promise<void>>();
  return {
    track(work) {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
