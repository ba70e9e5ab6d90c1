// The self-hosted server once its settings and folders have passed main.ts's checks: database and
// migrations, the app, the media sweep, HTTP, and a graceful stop. Loaded only then, so a bad
// setting is reported before the slow part of start-up (loading the app, opening the database).
import { createApp } from './app';
import { authFromEnv } from './auth/auth-from-env';
import { tightenPermissions } from './data-dir/private-files';
import { createDatabaseLimiter } from './limits/database-limiter';
import { openDatabase } from './db/database';
import type { Env } from './env';
import { errorSummary } from './http/error-handler';
import { LISTENING_LINE, listen } from './http/listen';
import { log } from './logging/logger';
import { sweepMedia } from './media/media-sweep';
import { mediaStoreFromEnv } from './media/media-store-from-env';
import { demoAdminPasswordHandOver } from './demo/demo-admin-password';
import { DEMO_ADMIN_EMAIL, seedDemoData, wantsDemoAdmin } from './demo/seed-demo-data';
import { createHelpers } from '../helpers/helper-services';
import type { HelpersConfig } from '../helpers/helpers-config';
import { releaseAllLeases } from './mail/mail-queue';
import { startMailQueueWorker } from './mail/mail-queue-worker';

/** `alone`: this process holds the data folder's lock (embedded database). */
export async function runServer(env: Env, helpersConfig: HelpersConfig, alone: boolean) {
  const mediaStore = await mediaStoreFromEnv(env);
  // What an earlier run or a careless copy left open to other users: said in one line.
  await tightenDataFolders(env);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: `${env.dataDir}/db`,
  });
  // Again after opening, the database folder only: PGlite sets its files' modes itself,
  // whatever the umask says, inside a folder nobody else can enter.
  if (!env.databaseUrl) await tightenPermissions(`${env.dataDir}/db`);
  const { auth, queue, transport, mailer } = authFromEnv(env, database.db);
  const demoAdmin = env.demoData && wantsDemoAdmin(env.adminEmails);
  if (env.demoData) {
    const handOverAdminPassword = demoAdmin
      ? demoAdminPasswordHandOver({
          dataDir: env.dataDir,
          terminal: process.stdout,
          log: (line) => log.info(line),
        })
      : null;
    await seedDemoData({ db: database.db, auth, handOverAdminPassword });
  }
  // The demo admin's address can receive no mail (.example), so nobody else can verify it.
  const adminEmails = demoAdmin ? new Set([...env.adminEmails, DEMO_ADMIN_EMAIL]) : env.adminEmails;
  // Counted in the database: servers sharing one PostgreSQL share each client's limits.
  const limiter = createDatabaseLimiter({
    db: database.db,
    secret: auth.options.secret,
    helperCallsPerMinute: helpersConfig.rateLimitPerMinute,
  });
  const app = createApp({
    env: { ...env, adminEmails },
    db: database.db,
    auth,
    mediaStore,
    helpers: createHelpers(helpersConfig, undefined, limiter),
    limiter,
    mailer,
    log,
  });

  // Clear what a crash may have left: half-written uploads, files without rows, stale drafts.
  // With the data folder locked (embedded database) this is the only process receiving into its
  // staging folder, so every leftover there goes at once, and with local media every stored file
  // too. Processes sharing PostgreSQL or a bucket leave young files and objects to their owners.
  const sweep = (graceMs?: number, stagingGraceMs?: number) =>
    sweepMedia({ db: database.db, mediaStore, graceMs, stagingGraceMs }).catch((error: unknown) =>
      log.error('Media sweep failed', errorSummary(error)),
    );
  await sweep(alone && env.mediaStore.kind === 'local' ? 0 : undefined, alone ? 0 : undefined);
  setInterval(() => void sweep(), 6 * 60 * 60 * 1000).unref();

  // Mail queued by requests is sent from here, outside them. Alone on the embedded database, this
  // process knows every lease left in the queue is a dead run's: its mail is sent now.
  if (alone) await releaseAllLeases(database.db);
  const mailWorker = startMailQueueWorker({ db: database.db, transport, queue, log });

  const server = await listen(app.fetch, env);
  const where = env.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${env.dataDir}/db`;
  log.info(`${LISTENING_LINE} ${env.publicUrl} (port ${env.port}, data: ${where})`);
  if (!env.smtpUrl) log.info(`Mail is written to ${env.mailOutboxDir}`);
  if (env.passwordHash === 'fast-for-tests') {
    log.warn('Passwords are hashed by fast-for-tests, which does not protect them: a test server.');
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing open requests, then stopping.`);
    const closed = async () => {
      // Nothing half-stored stays behind: unfinished uploads into the bucket are aborted.
      await mediaStore.abortInFlight();
      await mailWorker.stop();
      await database.close();
    };
    server.close(() => {
      void closed().then(
        () => {
          log.info('Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          log.error('Closing the database failed', errorSummary(error));
          process.exit(1);
        },
      );
    });
    // Requests that hang (a stalled upload) must not keep the process alive forever. Their
    // staging files go with the next start's sweep.
    setTimeout(() => {
      log.warn('Stopped with requests still open after 10 s.');
      void mediaStore.abortInFlight().finally(() => process.exit(0));
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function tightenDataFolders(env: Env) {
  const all = [env.dataDir, env.mailOutboxDir];
  if (env.mediaStore.kind === 'local') all.push(env.mediaDir);
  // Folders inside another are walked with it.
  const folders = new Set(all.filter((dir) => !all.some((other) => dir.startsWith(`${other}/`))));
  let tightened = 0;
  for (const folder of folders) tightened += await tightenPermissions(folder);
  if (tightened > 0) {
    log.info(
      `Made ${tightened} files and folders under ${[...folders].join(', ')} private to this server's user (other users could read them).`,
    );
  }
}
