// The rewrite after erasures: gathered over a quiet spell, never later than the longest wait,
// one at a time, run at close if still waiting, and logged by table name only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogFields, Logger } from '../logging/logger';
import { type CompactionOptions, compactionScheduler } from './compaction';

/** A scheduler over `compact`, with the lines it logs. */
function scheduling(
  compact: CompactionOptions['compact'],
  timing: Pick<CompactionOptions, 'quietMs' | 'maxWaitMs'>,
) {
  const lines: { msg: string; fields?: LogFields }[] = [];
  const at = (msg: string, fields?: LogFields) => lines.push({ msg, fields });
  const log: Logger = { info: at, warn: at, error: at };
  return { scheduler: compactionScheduler({ compact, log, ...timing }), lines };
}

describe('compactionScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gathers requests over the quiet spell into one rewrite of every table asked for', async () => {
    const runs: string[][] = [];
    const compact = (tables: readonly string[]) => Promise.resolve(void runs.push([...tables]));
    const { scheduler, lines } = scheduling(compact, { quietMs: 1_000, maxWaitMs: 60_000 });
    scheduler.request(['stories', 'user']);
    await vi.advanceTimersByTimeAsync(500);
    scheduler.request(['user', 'session']);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await scheduler.settled();
    expect(runs).toEqual([['session', 'stories', 'user']]);
    expect(lines).toEqual([
      {
        msg: 'Rewrote tables to drop deleted rows',
        fields: { tables: 'session,stories,user', ms: expect.any(Number) as number },
      },
    ]);
  });

  it('runs within the longest wait however often erasures keep coming', async () => {
    const runs: number[] = [];
    const compact = () => Promise.resolve(void runs.push(Date.now()));
    const { scheduler } = scheduling(compact, { quietMs: 10_000, maxWaitMs: 60_000 });
    const start = Date.now();
    for (let elapsed = 0; elapsed < 90_000; elapsed += 5_000) {
      scheduler.request(['stories']);
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(runs[0]).toBe(start + 60_000);
    await scheduler.stop();
  });

  it('never runs two rewrites at once: a request during one waits for its end', async () => {
    let active = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const compact = () => {
      active += 1;
      most = Math.max(most, active);
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          active -= 1;
          resolve();
        }),
      );
    };
    const { scheduler } = scheduling(compact, { quietMs: 100 });
    scheduler.request(['stories']);
    await vi.advanceTimersByTimeAsync(100);
    expect(finishers).toHaveLength(1);
    scheduler.request(['user']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(finishers).toHaveLength(1);
    finishers[0]?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(finishers).toHaveLength(2);
    finishers[1]?.();
    await scheduler.settled();
    expect(most).toBe(1);
  });

  it('runs a waiting rewrite when stopped, and logs a failure by its class and table names', async () => {
    const compact = () => Promise.reject(new TypeError('her story text must not be logged'));
    const { scheduler, lines } = scheduling(compact, { quietMs: 10_000 });
    scheduler.request(['stories']);
    await scheduler.stop();
    expect(lines).toEqual([
      {
        msg: 'Rewriting tables to drop deleted rows failed',
        fields: { tables: 'stories', error: 'TypeError' },
      },
    ]);
    scheduler.request(['user']);
    await scheduler.settled();
    expect(lines).toHaveLength(1);
  });
});
