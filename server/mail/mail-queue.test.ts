// The mail queue on the real database: a mail is sent once, deleted once sent, kept and retried
// with a growing delay while its transport fails, and never sent by two servers at once.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema';
import type { Logger } from '../logging/logger';
import { setupTestServer } from '../testing/setup-test-server';
import { createMailQueue, retryDelayS } from './mail-queue';
import { type MailQueueWorker, startMailQueueWorker } from './mail-queue-worker';
import type { Mail, Mailer } from './mailer';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const mail = (n: number): Mail => ({ to: `r${n}@example.org`, subject: 'S', text: `body ${n}` });

describe('mail queue', () => {
  const server = setupTestServer();
  const workers: MailQueueWorker[] = [];
  beforeEach(async () => {
    await server.db.delete(mailQueue);
  });
  // Registered after the server's own: the workers stop before it closes.
  afterAll(() => Promise.all(workers.map((worker) => worker.stop())));

  function worker(transport: Mailer) {
    // Polling off: the tests drain when they choose.
    const started = startMailQueueWorker({
      db: server.db,
      transport,
      log: quiet,
      pollMs: 3_600_000,
    });
    workers.push(started);
    return started;
  }
  const capture = () => {
    const sent: Mail[] = [];
    const transport: Mailer = { send: (m) => Promise.resolve(void sent.push(m)) };
    return { sent, transport };
  };
  const rows = () => server.db.select().from(mailQueue);

  it('sends a queued mail outside the call that queued it, then deletes its row', async () => {
    const { sent, transport } = capture();
    const queue = createMailQueue(server.db);
    await queue.mailer.send(mail(1));
    expect(await rows()).toHaveLength(1);
    // Started only now: a worker that runs as the mail is queued may send it before the row is
    // counted (its first drain is at start, and on PostgreSQL it can follow the insert).
    const sending = worker(transport);
    await sending.drain();
    expect(sent.map((m) => m.text)).toEqual(['body 1']);
    expect(await rows()).toHaveLength(0);
  });

  it('keeps a mail its transport refused, and retries it after a growing delay', async () => {
    const queue = createMailQueue(server.db);
    await queue.mailer.send(mail(2));
    const failing = worker({ send: () => Promise.reject(new Error('SMTP down')) });
    await failing.drain();
    const [first] = await rows();
    expect(first).toMatchObject({ attempts: 1, claimedUntil: null });
    const delayMs = (first?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(delayMs).toBeGreaterThan(2_000);
    // Not due yet: nothing is tried again.
    await failing.drain();
    expect((await rows())[0]?.attempts).toBe(1);

    await server.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await failing.drain();
    const [second] = await rows();
    expect(second?.attempts).toBe(2);
    expect((second?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(delayMs);

    await server.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const { sent, transport } = capture();
    await worker(transport).drain();
    expect(sent).toHaveLength(1);
    expect(await rows()).toHaveLength(0);
  });

  it('leaves a mail another server holds until its lease runs out', async () => {
    const queue = createMailQueue(server.db);
    await queue.mailer.send(mail(3));
    await server.db.update(mailQueue).set({ claimedUntil: sql`now() + interval '1 minute'` });
    const { sent, transport } = capture();
    const other = worker(transport);
    await other.drain();
    expect(sent).toHaveLength(0);
    await server.db.update(mailQueue).set({ claimedUntil: sql`now() - interval '1 second'` });
    await other.drain();
    expect(sent).toHaveLength(1);
  });

  it('sends each mail once when several servers drain the queue together', async () => {
    const queue = createMailQueue(server.db);
    for (let n = 0; n < 30; n++) await queue.mailer.send(mail(n));
    const sent: string[] = [];
    const slow: Mailer = {
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(m.text);
      },
    };
    await Promise.all([worker(slow).drain(), worker(slow).drain(), worker(slow).drain()]);
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, n) => `body ${n}`).sort());
    expect(await rows()).toHaveLength(0);
  });

  it('backs off exponentially, up to an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (attempts) => {
        const delay = retryDelayS(attempts);
        expect(delay).toBeLessThanOrEqual(3600);
        expect(retryDelayS(attempts + 1)).toBe(Math.min(delay * 2, 3600));
      }),
    );
  });
});
