// npm run backup -- DIR
// Backs up the embedded database (a logical dump: no row erased before it), the media files
// and the session secret of DATA_DIR (and MEDIA_DIR), read from the same environment as the
// server, into DIR, a new or empty folder. Stop the server first: see backup-files.ts for why.
import { makeNewFilesPrivate } from '../server/data-dir/private-files';
import { parseEnv } from '../server/env';
import { BackupError, backupDataDir } from './backup-files';
import { POSTGRES_NOTE, runCli } from './backup-cli';

runCli('backup', async (target) => {
  // The backup holds password hashes and stories: readable by this user only.
  makeNewFilesPrivate();
  const env = parseEnv(process.env);
  if (env.databaseUrl) throw new BackupError(POSTGRES_NOTE);
  const inBucket = env.mediaStore.kind === 's3';
  const manifest = await backupDataDir(
    { dataDir: env.dataDir, mediaDir: inBucket ? null : env.mediaDir },
    target,
  );
  const media = manifest.files.filter((file) => file.path.startsWith('media/')).length;
  const what = inBucket
    ? 'the database (media are in the S3 bucket: its versioning or replication backs them up)'
    : `the database and ${media} media files`;
  return `Backed up ${env.dataDir} into ${target}: ${what}, ${manifest.fileCount} files and ${manifest.totalBytes} bytes in all (listed in manifest.json).`;
});
