// npm run admin:invite -- someone@example.org
// Mails a set-password link to an address listed in ADMIN_EMAILS (creating the account if it has
// none). Admin rights start when its owner sets her password through that link. Reads the same
// environment as the server; with the embedded database, stop the server first (one process at
// a time may open it), or ask the person to use Forgot Password, which works the same way.
import { eq } from 'drizzle-orm';
import { authFromEnv } from '../server/auth/auth-from-env';
import { inviteAdmin } from '../server/auth/admin-invite';
import { lockDataDir } from '../server/data-dir/data-dir-lock';
import { makeNewFilesPrivate } from '../server/data-dir/private-files';
import { openDatabase } from '../server/db/database';
import { parseEnv } from '../server/env';
import { startMailQueueWorker } from '../server/mail/mail-queue-worker';
import { mailQueue } from '../server/db/schema';

async function main(argv: string[]): Promise<void> {
  const email = argv.find((arg) => !arg.startsWith('-'));
  if (!email) throw new Error('Usage: npm run admin:invite -- someone@example.org');
  makeNewFilesPrivate();
  const env = parseEnv(process.env);
  if (!env.adminEmails.has(email.trim().toLowerCase())) {
    console.warn(
      `Note: ${email} is not in ADMIN_EMAILS; add it there, or the link gives no rights.`,
    );
  }
  const lock = env.databaseUrl ? null : lockDataDir(env.dataDir, 'admin:invite');
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: `${env.dataDir}/db`,
  });
  try {
    const { auth, mailer, transport } = authFromEnv(env, database.db);
    const { created } = await inviteAdmin({
      db: database.db,
      auth,
      mailer,
      publicUrl: env.publicUrl,
      email,
    });
    // The invite is queued like every mail; sent now if the transport answers, else by the
    // server's queue once it runs.
    const worker = startMailQueueWorker({
      db: database.db,
      transport,
      log: { info: console.log, warn: console.warn, error: console.error },
      pollMs: 60_000,
    });
    await worker.drain();
    await worker.stop();
    const waiting = await database.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email.trim().toLowerCase()));
    const where = env.smtpUrl ? 'by SMTP' : `to ${env.mailOutboxDir}`;
    const how =
      waiting.length > 0 ? 'was queued: the server sends it once it runs' : `was sent ${where}`;
    console.log(
      `${created ? 'Created an account for' : 'Invited'} ${email}: a set-password link (valid 7 days) ${how}.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
