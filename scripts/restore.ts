// npm run restore -- DIR [--force]
// Restores a backup made by `npm run backup` into DATA_DIR (and MEDIA_DIR), read from the same
// environment as the server. Every file is checked against the manifest first; a data folder
// that already holds data is replaced only with --force. Stop the server first.
import { makeNewFilesPrivate } from '../server/data-dir/private-files';
import { parseEnv } from '../server/env';
import { BackupError, restoreDataDir } from './backup-files';
import { POSTGRES_NOTE, runCli } from './backup-cli';

runCli('restore', async (source, { force }) => {
  makeNewFilesPrivate();
  const env = parseEnv(process.env);
  if (env.databaseUrl) throw new BackupError(POSTGRES_NOTE);
  const mediaDir = env.mediaStore.kind === 's3' ? null : env.mediaDir;
  const manifest = await restoreDataDir(source, { dataDir: env.dataDir, mediaDir }, { force });
  return `Restored the backup of ${manifest.createdAt} (${manifest.fileCount} files, checked) into ${env.dataDir}. Start the server as usual.`;
});
