// The browser tests' data folder, made afresh with a migrated, empty embedded database before
// their server starts: a first start on an empty folder runs initdb and every migration (about
// 5 s, while the other core waits), which the server's own tests cover (server/main.test.ts).
// Usage: tsx tests/e2e/prepare-data-dir.ts DATA_DIR
import { rm } from 'node:fs/promises';
import { addMigratedDatabase } from '../../server/testing/seeded-data-dir';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: prepare-data-dir.ts DATA_DIR');
  process.exit(2);
}
await rm(dataDir, { recursive: true, force: true });
await addMigratedDatabase(dataDir);
