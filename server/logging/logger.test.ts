// The console's lines: a turn's information lines leave in one write (a write each cost the
// server a tenth of a request), failures at once and after what waited, and nothing is lost.
import { describe, expect, it } from 'vitest';
import { batchedSink, type LogLevel } from './logger';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched console lines', () => {
  function recorded() {
    const writes: [LogLevel, string][] = [];
    return { writes, ...batchedSink((level, text) => writes.push([level, text])) };
  }

  it("writes a turn's information lines together, once the turn ends", async () => {
    const { writes, sink } = recorded();
    sink('info', 'one');
    sink('info', 'two');
    sink('info', 'three');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual([['info', 'one\ntwo\nthree']]);
    sink('info', 'four');
    await nextTurn();
    expect(writes.at(-1)).toEqual(['info', 'four']);
  });

  it('writes a warning or a failure at once, after the lines before it', async () => {
    const { writes, sink } = recorded();
    sink('info', 'request');
    sink('error', 'failed');
    sink('warn', 'slow');
    expect(writes).toEqual([
      ['info', 'request'],
      ['error', 'failed'],
      ['warn', 'slow'],
    ]);
    await nextTurn();
    expect(writes).toHaveLength(3);
  });

  it('writes what waits when flushed (as the process exits)', () => {
    const { writes, sink, flush } = recorded();
    sink('info', 'last');
    flush();
    expect(writes).toEqual([['info', 'last']]);
  });
});
