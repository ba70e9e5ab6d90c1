// Scratch copies of the site for the Netlify CLI, in the temp folder: the CLI writes its
// `.netlify/` state and bundles beside netlify.toml, and that must not land in the working tree.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onExit } from './exit-cleanup';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface ScratchSite {
  dir: string;
  configHome: string;
  remove(): Promise<void>;
}

/**
 * A site folder holding copies of netlify.toml, netlify/ and package.json (the CLI writes its
 * bundles beside them), and links to the code they import. `scripts` replaces package scripts.
 */
export async function scratchSite(scripts: Record<string, string> = {}): Promise<ScratchSite> {
  const packageJson = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  packageJson.scripts = { ...packageJson.scripts, ...scripts };
  const dir = await mkdtemp(join(tmpdir(), 'sahas-netlify-'));
  const configHome = join(dir, '.config');
  await cp(join(ROOT, 'netlify.toml'), join(dir, 'netlify.toml'));
  // Copied, not linked: the CLI places a bundle by the function's real path within the site.
  await cp(join(ROOT, 'netlify'), join(dir, 'netlify'), { recursive: true });
  for (const name of ['helpers', 'src', 'node_modules']) {
    await symlink(join(ROOT, name), join(dir, name));
  }
  await writeFile(join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  await quietConfig(configHome);
  return tracked(dir, configHome);
}

/**
 * A copy of the whole working tree (what Netlify would clone), for a real `netlify build`.
 * node_modules is a folder of links, so what a build writes there (tsc's and Vite's caches)
 * stays in the copy.
 */
export async function fullScratchSite(): Promise<ScratchSite> {
  const dir = await mkdtemp(join(tmpdir(), 'sahas-netlify-full-'));
  const configHome = join(dir, '.config');
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(ROOT, file), join(dir, file));
  }
  const caches = new Set(['.tmp', '.vite', '.vite-temp', '.sahas-prerender', '.cache']);
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (!caches.has(entry)) {
      await symlink(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
    }
  }
  await quietConfig(configHome);
  return tracked(dir, configHome);
}

function tracked(dir: string, configHome: string): ScratchSite {
  const forget = onExit(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    configHome,
    remove: async () => {
      await rm(dir, { recursive: true, force: true });
      forget();
    },
  };
}

async function quietConfig(configHome: string) {
  await mkdir(join(configHome, 'netlify'), { recursive: true });
  await writeFile(
    join(configHome, 'netlify', 'config.json'),
    JSON.stringify({ telemetryDisabled: true }),
  );
}
