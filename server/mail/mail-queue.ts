// The durable mail queue (table mail_queue): a request only writes a row, and the server's
// worker (mail-queue-worker.ts) sends it afterwards. So no answer waits on SMTP, and how long an
// answer takes never says whether the address has an account; a row outlives a crash or a restart.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailQueue } from '../db/schema';
import type { Mail, Mailer } from './mailer';

export interface QueuedMail extends Mail {
  id: string;
  attempts: number;
  createdAt: Date;
}

export interface MailQueue {
  /** Writes the mail to the queue: what the server's code calls "sending". */
  mailer: Mailer;
  /** Called after each enqueued mail, so that a worker in this process starts at once. */
  onQueued(listener: () => void): void;
}

export function createMailQueue(db: Database): MailQueue {
  const listeners: (() => void)[] = [];
  return {
    mailer: {
      async send(mail) {
        await db.insert(mailQueue).values({
          recipient: mail.to.trim().toLowerCase(),
          subject: mail.subject,
          body: mail.text,
        });
        for (const listener of listeners) listener();
      },
    },
    onQueued(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * Takes up to `limit` due mails for this server for `leaseS` seconds. Rows another server holds
 * (a live lease, or a row lock while it claims) are skipped, so servers sharing one PostgreSQL
 * never send one mail twice while its lease lasts.
 */
export async function claimDueMail(
  db: Database,
  { limit, leaseS }: { limit: number; leaseS: number },
): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        lte(mailQueue.nextAttemptAt, sql`now()`),
        or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailQueue)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${leaseS})` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    attempts: row.attempts,
    createdAt: row.createdAt,
  }));
}

/** Sent: the row (her address, the link) goes at once. */
export async function forgetSentMail(db: Database, id: string): Promise<void> {
  await db.delete(mailQueue).where(eq(mailQueue.id, id));
}

/** Exponential backoff after `attempts` failures: 5 s, 10 s, 20 s … at most an hour. */
export function retryDelayS(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/** Failed: tried again after the backoff, by whichever server claims it then. */
export async function postponeMail(db: Database, id: string, attempts: number): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      attempts,
      claimedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayS(attempts)})`,
    })
    .where(eq(mailQueue.id, id));
}

/**
 * Leases left by a server that died while sending. Only a server that knows it is the only one
 * (the embedded database's lock) may release them all at start; others wait for them to expire.
 */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db.update(mailQueue).set({ claimedUntil: null });
}
