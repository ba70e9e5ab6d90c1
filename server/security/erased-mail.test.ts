// Erasing her account erases the mail addressed to her that the server still holds: rows of the
// mail queue (her address, the links) and the outbox folder's files. Others' mail stays.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { setupTestServer } from '../testing/setup-test-server';

const HER = 'her@example.org';
const OTHER = 'other@example.org';

describe('erasure and the mail the server holds', () => {
  const server = setupTestServer();
  let outboxDir: string;
  beforeEach(async () => {
    await server.db.delete(mailQueue);
    outboxDir = await mkdtemp(join(tmpdir(), 'sahas-outbox-'));
  });

  async function outboxRecipients(): Promise<string[]> {
    const names = await readdir(outboxDir);
    const texts = await Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
    return texts.map((text) => /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '').sort();
  }

  it('removes her queued mail and her outbox files, and no one else’s', async () => {
    const cookie = await server.userSession(HER);
    await server.db.insert(mailQueue).values([
      { recipient: HER, subject: 'Reset your password', body: 'a link' },
      { recipient: OTHER, subject: 'Reset your password', body: 'a link' },
    ]);
    const outbox = createMailer({ smtpUrl: undefined, outboxDir, from: 'Sahas <x@sahas.test>' });
    await outbox.send({ to: HER, subject: 'Confirm your e-mail address', text: 'a link' });
    await outbox.send({ to: OTHER, subject: 'Confirm your e-mail address', text: 'a link' });

    const erased = await server.request('/api/account/delete', {
      cookie,
      body: { password: 'Str0ng!pass' },
    });
    expect(erased.status).toBeLessThan(300);

    const queued = await server.db.select({ to: mailQueue.recipient }).from(mailQueue);
    expect(queued.map((row) => row.to)).toEqual([OTHER]);
    expect(await outboxRecipients()).toEqual([OTHER]);
    await rm(outboxDir, { recursive: true, force: true });
  });
});
