// npm run admin:invite -- someone@example.org
// Mails a set-password link to an address listed in ADMIN_EMAILS (creating the account if it has
// none). Admin rights start when its owner sets her password through that link. Reads the same
// environment as the server; with the embedded database, stop the server first (one process at
// a time may open it), or ask the person to use Forgot Password, which works the same way.
import { authFromEnv } from '../server/auth/auth-from-env';
import { inviteAdmin } from '../server/auth/admin-invite';
import { lockDataDir } from '../server/data-dir/data-dir-lock';
import { makeNewFilesPrivate } from '../server/data-dir/private-files';
import { openDatabase } from '../server/db/database';
import { parseEnv } from '../server/env';

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
    const { auth, mailer } = authFromEnv(env, database.db);
    const { created } = await inviteAdmin({
      db: database.db,
      auth,
      mailer,
      publicUrl: env.publicUrl,
      email,
    });
    const where = env.smtpUrl ? 'by SMTP' : `to ${env.mailOutboxDir}`;
    console.log(
      `${created ? 'Created an account for' : 'Invited'} ${email}: a set-password link (valid 7 days) was sent ${where}.`,
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
