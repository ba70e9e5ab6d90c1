// The steps that run once the client build has written its files (prerendering, precompressing)
// stand aside when it failed and wrote nothing: Vite reports only the last error, and theirs
// (a missing index.html) would hide the build's own.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './vite-precompress';
import { prerender } from './vite-prerender';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sahas-after-write-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function configFor(outDir: string): ResolvedConfig {
  return { root: dir, build: { outDir, ssr: false }, env: {} } as unknown as ResolvedConfig;
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** Runs one of a plugin's hooks as Vite would, with no plugin context (these use none). */
function run(
  plugin: Plugin,
  hook: 'configResolved' | 'writeBundle' | 'closeBundle',
  arg?: unknown,
) {
  const handler = plugin[hook] as Hook | { handler: Hook } | undefined;
  if (!handler) throw new Error(`${plugin.name} has no ${hook}`);
  return (typeof handler === 'function' ? handler : handler.handler).call(null, arg);
}

describe('after a build that failed before writing', () => {
  it('prerenders nothing and throws nothing, where its output folder holds no index.html', async () => {
    const plugin = prerender();
    await run(plugin, 'configResolved', configFor(join(dir, 'dist')));
    await expect(run(plugin, 'closeBundle')).resolves.toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('compresses nothing; once the build has written its files it compresses them', async () => {
    const asset = join(dir, 'app.js');
    await writeFile(asset, 'console.log("Sahas");\n'.repeat(100));
    const plugin = precompress();
    await run(plugin, 'configResolved', configFor(dir));
    await run(plugin, 'closeBundle');
    expect(await readdir(dir)).toEqual(['app.js']);

    await run(plugin, 'writeBundle');
    await run(plugin, 'closeBundle');
    expect((await readdir(dir)).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
  });
});
