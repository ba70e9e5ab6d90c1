// What backup.ts and restore.ts share: arguments, and one line out whatever happens.

/** The answer when DATABASE_URL is set: PostgreSQL has its own tools. */
export const POSTGRES_NOTE =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore, and copy MEDIA_DIR with it.';

/**
 * Runs `task` with the folder argument; prints its line, or the error's message alone (no
 * stack: every failure here is one the operator acts on), with exit code 1.
 */
export function runCli(
  name: 'backup' | 'restore',
  task: (dir: string, options: { force: boolean }) => Promise<string>,
) {
  const args = process.argv.slice(2);
  const folders = args.filter((arg) => !arg.startsWith('-'));
  const flags = args.filter((arg) => arg.startsWith('-'));
  const allowed = name === 'restore' ? ['--force'] : [];
  const dir = folders[0];
  if (folders.length !== 1 || !dir || flags.some((flag) => !allowed.includes(flag))) {
    console.error(`Usage: npm run ${name} -- DIR${name === 'restore' ? ' [--force]' : ''}`);
    process.exit(1);
  }
  task(dir, { force: flags.includes('--force') }).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
