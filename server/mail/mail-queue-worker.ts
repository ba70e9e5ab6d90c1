// Sends the queued mail from inside the server process, outside any request: at once when this
// process queued it, and every few seconds for what another server queued or a retry is due.
// A mail is deleted once sent; a failure is retried with exponential backoff, and a mail still
// unsent after a week (its links have expired) is dropped.
import type { Database } from '../db/database';
import { errorSummary } from '../http/error-handler';
import type { Logger } from '../logging/logger';
import { type MailQueue, claimDueMail, forgetSentMail, postponeMail } from './mail-queue';
import type { Mailer } from './mailer';

export interface MailQueueWorker {
  /** Looks for due mail now. */
  wake(): void;
  /** Sends every due mail, resolving when none is left (or the worker is stopping). */
  drain(): Promise<void>;
  /** No new sending; waits up to `graceMs` for the mail being sent now. */
  stop(graceMs?: number): Promise<void>;
}

export interface MailQueueWorkerOptions {
  db: Database;
  /** The transport: SMTP or the outbox folder. */
  transport: Mailer;
  log: Logger;
  /** Wakes the worker when this process queues a mail. */
  queue?: MailQueue;
  pollMs?: number;
  /** How long a claimed mail is this server's; longer than the transport's own timeouts. */
  leaseS?: number;
  maxAgeMs?: number;
}

const BATCH = 10;

export function startMailQueueWorker(options: MailQueueWorkerOptions): MailQueueWorker {
  const { db, transport, log } = options;
  const leaseS = options.leaseS ?? 5 * 60;
  const maxAgeMs = options.maxAgeMs ?? 7 * 24 * 60 * 60 * 1000;
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendDue() {
    while (!stopping) {
      const batch = await claimDueMail(db, { limit: BATCH, leaseS });
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (stopping) return;
        try {
          await transport.send(mail);
          await forgetSentMail(db, mail.id);
        } catch (error) {
          const attempts = mail.attempts + 1;
          if (Date.now() - mail.createdAt.getTime() > maxAgeMs) {
            await forgetSentMail(db, mail.id);
            log.error('A mail was dropped after a week of failed attempts', { attempts });
          } else {
            await postponeMail(db, mail.id, attempts);
            log.warn('Mail could not be sent; it stays queued', {
              attempts,
              ...errorSummary(error),
            });
          }
        }
      }
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await sendDue();
        } while (again && !stopping);
      } catch (error) {
        log.error('The mail queue could not be read', errorSummary(error));
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  // After the current task: the request that queued the mail finishes first.
  const wake = () => {
    if (!stopping) setImmediate(() => void drain());
  };
  options.queue?.onQueued(wake);
  const timer = setInterval(wake, options.pollMs ?? 2000);
  timer.unref();
  wake();

  return {
    wake,
    drain,
    async stop(graceMs = 5000) {
      stopping = true;
      clearInterval(timer);
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
