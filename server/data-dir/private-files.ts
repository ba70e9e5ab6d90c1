// Stories, e-mail addresses and password hashes live in these folders: nobody but the server's
// own user may read them, whatever the machine's default permissions are.
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files the server creates from now on are readable by its own user only. */
export function makeNewFilesPrivate() {
  process.umask(0o077);
}

export class UnusableFolderError extends Error {}

/** Creates the folder (0700) if needed and proves the server can write in it. */
export function ensureWritableFolder(name: string, dir: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
    // access() says yes to root everywhere, /proc included: only a real write tells.
    const probe = join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UnusableFolderError(
      `${name} ${dir} is not a folder this server can write (${code}).`,
    );
  }
}

/**
 * Removes group and other permissions from everything under `dir` (links are not followed).
 * Returns how many files and folders were open to other users.
 */
export async function tightenPermissions(dir: string): Promise<number> {
  let tightened = 0;
  const visit = async (path: string) => {
    const stat = await lstat(path).catch(() => null);
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      await chmod(path, stat.mode & 0o700);
      tightened += 1;
    }
    if (stat.isDirectory()) {
      const entries = await readdir(path).catch(() => []);
      for (const entry of entries) await visit(join(path, entry));
    }
  };
  await visit(dir);
  return tightened;
}
