// Starts the self-hosted server: configuration, database and migrations, then HTTP.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { loadAuthSecret } from './auth/auth-secret';
import { openDatabase } from './db/database';
import { EnvError, parseEnv } from './env';
import { createMailer } from './mail/mailer';
import { sweepMedia } from './media/media-sweep';
import { DEMO_ADMIN_EMAIL, seedDemoData } from './demo/seed-demo-data';
import { createHelpers } from '../helpers/helper-services';
import { HelpersConfigError, parseHelpersConfig } from '../helpers/helpers-config';

async function main() {
  let env;
  let helpersConfig;
  try {
    env = parseEnv(process.env);
    helpersConfig = parseHelpersConfig(process.env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof HelpersConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: `${env.dataDir}/db`,
  });
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: env.mailOutboxDir,
    from: env.mailFrom,
  });
  const auth = createAuth({
    db: database.db,
    mailer,
    publicUrl: env.publicUrl,
    secret: loadAuthSecret(env.authSecret, env.dataDir),
    enumerationProtection: env.enumerationProtection,
    rateLimit: env.authRateLimit,
    google: env.google,
    trustedOrigins: [env.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173'],
  });
  if (env.demoData) {
    await seedDemoData({ db: database.db, auth, log: (line) => console.log(line) });
  }
  // The demo admin's address can receive no mail (.example), so nobody else can verify it.
  const adminEmails = env.demoData
    ? new Set([...env.adminEmails, DEMO_ADMIN_EMAIL])
    : env.adminEmails;
  const app = createApp({
    env: { ...env, adminEmails },
    db: database.db,
    auth,
    helpers: createHelpers(helpersConfig),
  });

  // Clear what a crash may have left: half-written uploads, files without rows, stale drafts.
  // On the embedded database this is the only process, so at start nothing can be mid-upload
  // and every leftover goes at once; processes sharing PostgreSQL leave young files alone.
  const sweep = (graceMs?: number) =>
    sweepMedia({ db: database.db, mediaDir: env.mediaDir, graceMs }).catch((error: unknown) =>
      console.error('Media sweep failed', error),
    );
  await sweep(env.databaseUrl ? undefined : 0);
  setInterval(() => void sweep(), 6 * 60 * 60 * 1000).unref();

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const where = env.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${env.dataDir}/db`;
    console.log(`Sahas is running at ${env.publicUrl} (port ${info.port}, data: ${where})`);
    if (!env.smtpUrl) console.log(`Mail is written to ${env.mailOutboxDir}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    // Requests that hang (a stalled upload) must not keep the process alive forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Sahas could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
