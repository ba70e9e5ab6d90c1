// Mail is never lost to a crash: a server killed (SIGKILL) while its SMTP server holds the
// message sends it after the restart, and its link still works (retries after SMTP failures:
// server/mail/mail-queue.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startTestSmtpServer } from '../mail/test-smtp-server';
import { type RestartableServer, restartableServer } from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';

const HER = 'her@example.org';

/** The first link of a mail as sent (quoted-printable soft breaks and escapes undone). */
function linkIn(raw: string): URL | undefined {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  return link ? new URL(link) : undefined;
}

describe('mail through a crash', { timeout: 120_000 }, () => {
  let smtp: TestSmtpServer;
  let server: RestartableServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await restartableServer({
      DATA_DIR: await seededDataDir('sahas-mail-crash-'),
      SMTP_URL: smtp.url,
    });
    await server.start();
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
  });

  it('sends after a restart the mail a killed server was sending', async () => {
    smtp.hangInData = true;
    // Its answer may never come: it is held to the answer floor (server/auth/answer-floor.ts),
    // which the kill below can cut short.
    const signUp = server.client
      .api('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: HER, password: 'Str0ng!pass', name: 'A' }),
      })
      .catch(() => null);
    // Killed while the SMTP server holds the verification mail.
    await expect.poll(() => smtp.dataStarted, { timeout: 30_000 }).toBe(1);
    await server.kill();
    await signUp;
    expect(smtp.received).toHaveLength(0);

    await server.start();
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === HER).length, { timeout: 30_000 })
      .toBe(1);
    const link = linkIn(smtp.received[0]?.text ?? '');
    expect(link?.pathname).toBe('/api/auth/verify-email');
    const opened = await server.client.api(`${link?.pathname}${link?.search}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).not.toContain('error');
  });

  it('stops promptly while SMTP holds a mail (SIGTERM), and sends it after the restart', async () => {
    const other = 'other@example.org';
    smtp.hangInData = true;
    const startedBefore = smtp.dataStarted;
    const signUp = await server.client.api('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: other, password: 'Str0ng!pass', name: 'A' }),
    });
    expect(signUp.status).toBe(200);
    await expect.poll(() => smtp.dataStarted, { timeout: 30_000 }).toBe(startedBefore + 1);
    const stopping = Date.now();
    await server.kill('SIGTERM');
    expect(await server.current()?.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(15_000);

    await server.start();
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === other).length, { timeout: 30_000 })
      .toBe(1);
  });
});
