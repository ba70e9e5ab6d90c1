// Outgoing mail's transport: over SMTP when SMTP_URL is set, otherwise one file per mail in the
// outbox folder (the zero-config default, and what the end-to-end tests read links from). The
// server's code does not call it directly: it queues mail (mail-queue.ts), and the queue's worker
// sends through this.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A stalled SMTP server fails the attempt well within the queue's lease (mail-queue-worker.ts),
 * so the mail is retried rather than held.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The outbox folders this process writes to: an erased account's mail is removed from them. */
const outboxDirs = new Set<string>();

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  // Also with SMTP: the folder may hold mail of a run without it.
  outboxDirs.add(options.outboxDir);
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      const body = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(join(options.outboxDir, name), body, { mode: 0o600 });
    },
  };
}

/** Deletes the outbox files addressed to `recipient` (her account was erased). */
export async function forgetOutboxMailTo(recipient: string): Promise<void> {
  const address = recipient.trim().toLowerCase();
  for (const dir of outboxDirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const path = join(dir, name);
      const text = await readFile(path, 'utf8').catch(() => '');
      const to = /^To: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
      if (to === address) await rm(path, { force: true });
    }
  }
}
