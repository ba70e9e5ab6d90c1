// Seeds a self-hosted server's data directory before the server starts (PGlite allows one
// process at a time). Usage: tsx bench/seed-data-dir.ts DATA_DIR STORIES USERS REACTED_STORIES
import { openDatabase } from '../server/db/database';
import { seedStories } from './seed-stories';

const [dataDir, stories, users, reactedStories] = process.argv.slice(2);
if (!dataDir || !stories || !users || !reactedStories) {
  console.error('usage: seed-data-dir.ts DATA_DIR STORIES USERS REACTED_STORIES');
  process.exit(2);
}
const database = await openDatabase({ dataDir: `${dataDir}/db` });
try {
  await seedStories(database.db, {
    stories: Number(stories),
    users: Number(users),
    reactedStories: Number(reactedStories),
  });
} finally {
  await database.close();
}
