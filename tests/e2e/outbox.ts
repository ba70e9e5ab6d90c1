import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './e2e-env';

/**
 * Waits for a mail to `to` whose subject matches, and returns the first link in it. The request
 * only queues the mail; the server's queue writes the file a moment after the answer.
 */
export async function linkFromMail(to: string, subject: RegExp): Promise<string> {
  const link = (await mailTo(to, subject)).body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`The mail to ${to} has no link`);
  return link;
}

/** A fresh address per test run, so reruns against one server never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** A fresh mark for what a test creates, so reruns against one server never collide. */
export function runId(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
}

/** Waits for a mail to `to` whose subject matches, and returns its subject and body. */
export async function mailTo(
  to: string,
  subject: RegExp,
): Promise<{ subject: string; body: string }> {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const text = await readFile(join(E2E_OUTBOX_DIR, name), 'utf8');
          const toLine = text.match(/^To: (.*)$/m)?.[1]?.trim();
          const subjectLine = text.match(/^Subject: (.*)$/m)?.[1] ?? '';
          if (toLine === to && subject.test(subjectLine)) {
            found = { subject: subjectLine, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}
