// A queue of byte chunks that the metadata strippers read from. Large runs of bytes are moved
// on as views of the chunks they arrived in; only short headers are ever copied, so a stripper
// never holds more than one segment (at most 64 KiB) of any file.

export class ByteQueue {
  private readonly chunks: Uint8Array[] = [];
  /** Bytes of chunks[0] already consumed. */
  private head = 0;
  /** Bytes queued and not yet consumed. */
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The unconsumed part of the first chunk (empty when the queue is). */
  front(): Uint8Array {
    const first = this.chunks[0];
    return first ? first.subarray(this.head) : new Uint8Array(0);
  }

  /** The byte `index` places from the front; `index` must be below `length`. */
  at(index: number): number {
    let rest = index + this.head;
    for (const chunk of this.chunks) {
      if (rest < chunk.length) return chunk[rest] as number;
      rest -= chunk.length;
    }
    throw new RangeError(`ByteQueue.at(${index}) beyond ${this.length} bytes`);
  }

  /** A copy of the first `n` bytes, left in the queue; `n` must not exceed `length`. */
  peek(n: number): Uint8Array {
    const out = new Uint8Array(n);
    let filled = 0;
    let offset = this.head;
    for (const chunk of this.chunks) {
      if (filled === n) break;
      const part = chunk.subarray(offset, offset + (n - filled));
      out.set(part, filled);
      filled += part.length;
      offset = 0;
    }
    if (filled < n) throw new RangeError(`ByteQueue.peek(${n}) beyond ${this.length} bytes`);
    return out;
  }

  /** Removes and returns the first `n` bytes (a copy); `n` must not exceed `length`. */
  take(n: number): Uint8Array {
    const bytes = this.peek(n);
    this.skip(n);
    return bytes;
  }

  /**
   * Consumes up to `n` bytes, appending them to `out` as views when `out` is given (dropping
   * them otherwise). Returns how many bytes were consumed.
   */
  move(n: number, out: Uint8Array[] | null): number {
    let moved = 0;
    while (moved < n && this.chunks.length > 0) {
      const view = this.front();
      const part = view.subarray(0, n - moved);
      if (out && part.length > 0) out.push(part);
      moved += part.length;
      this.advance(part.length);
    }
    return moved;
  }

  /** Drops `n` bytes; `n` must not exceed `length`. */
  skip(n: number): void {
    if (this.move(n, null) !== n) throw new RangeError(`ByteQueue.skip(${n}) beyond the queue`);
  }

  private advance(n: number) {
    this.head += n;
    this.length -= n;
    const first = this.chunks[0];
    if (first && this.head >= first.length) {
      this.chunks.shift();
      this.head = 0;
    }
  }
}

/** The image does not follow its format's structure; nothing can be promised about it. */
export class MalformedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedImageError';
  }
}

/** One image format's state machine, driven by the stripper over the queued input. */
export interface FormatStripper {
  /**
   * Consumes what it can from `input`, appending kept bytes to `out`. Returns false when it
   * needs more input to go on. Throws MalformedImageError.
   */
  step(input: ByteQueue, out: Uint8Array[]): boolean;
  /** The input ended (everything queued was offered to `step`): throws if that was too soon. */
  finish(input: ByteQueue, out: Uint8Array[]): void;
}

/** A run of bytes to pass on (keep) or drop, then the state to go to. */
export interface Run<State> {
  remaining: number;
  keep: boolean;
  then: State;
}

/** Moves as much of `run` as is queued; true when some progress was made. */
export function advanceRun<State>(run: Run<State>, input: ByteQueue, out: Uint8Array[]): boolean {
  if (run.remaining === 0) return true;
  const moved = input.move(run.remaining, run.keep ? out : null);
  run.remaining -= moved;
  return moved > 0;
}

/**
 * The loop every format shares: finish the current run of kept or dropped bytes, then go to its
 * next state; with no run under way, the format takes its next step.
 */
export abstract class RunStripper<State> implements FormatStripper {
  protected run: Run<State> | null = null;

  protected constructor(protected state: State) {}

  step(input: ByteQueue, out: Uint8Array[]): boolean {
    if (this.run) {
      const progressed = advanceRun(this.run, input, out);
      if (this.run.remaining === 0) {
        this.state = this.run.then;
        this.run = null;
        return true;
      }
      return progressed;
    }
    return this.next(input, out);
  }

  /** One step in `this.state` with no run under way. */
  protected abstract next(input: ByteQueue, out: Uint8Array[]): boolean;

  abstract finish(input: ByteQueue, out: Uint8Array[]): void;
}

export function ascii(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
