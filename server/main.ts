// Starts the self-hosted server: configuration, private data folders and their lock, then the
// rest (database and migrations, the app, HTTP) in run-server.ts. Anything wrong at start stops
// it with one line and exit code 1; the checks here load only small modules, so a wrong setting
// is reported in a fraction of the second the app's modules take to load.
import { DataDirLockedError, lockDataDir } from './data-dir/data-dir-lock';
import {
  UnusableFolderError,
  ensureWritableFolder,
  makeNewFilesPrivate,
} from './data-dir/private-files';
import { EnvError, parseEnv } from './env';
import { listenable } from './http/listen';
import { log, setLogFormat } from './logging/logger';
import { HelpersConfigError, parseHelpersConfig } from '../helpers/helpers-config';

/** A start-up failure the operator can fix; its message is the whole report. */
const OPERATOR_ERRORS = [EnvError, HelpersConfigError, DataDirLockedError, UnusableFolderError];

async function main() {
  makeNewFilesPrivate();
  const env = parseEnv(process.env);
  setLogFormat(env.logFormat);
  const helpersConfig = parseHelpersConfig(process.env);

  // Checked before the slow part (opening and migrating the database), so a wrong PORT or HOST
  // is reported at once; the real listen later still reports a port taken meanwhile.
  await listenable(env);
  ensureWritableFolder('DATA_DIR', env.dataDir);
  const lock = env.databaseUrl ? null : lockDataDir(env.dataDir);
  process.on('exit', () => lock?.release());
  // A bucket's uploads are staged in DATA_DIR; MEDIA_DIR is neither made nor written then.
  if (env.mediaStore.kind === 'local') ensureWritableFolder('MEDIA_DIR', env.mediaDir);
  if (!env.smtpUrl) ensureWritableFolder('MAIL_OUTBOX_DIR', env.mailOutboxDir);

  const { runServer } = await import('./run-server');
  await runServer(env, helpersConfig, lock !== null);
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((kind) => error instanceof kind)) {
    log.error((error as Error).message);
  } else {
    const firstLine = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    log.error(`Sahas could not start: ${firstLine}`);
  }
  process.exit(1);
});
