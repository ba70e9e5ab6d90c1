// Writes a Brotli (.br) and a gzip (.gz) copy beside every built text asset, so the self-hosted
// server sends compressed files without compressing on each request (serve-static's
// `precompressed`). On a slow mobile connection that is about a quarter of the bytes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressDir(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true });
  let written = 0;
  for (const name of names) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(dir, name);
    const bytes = await readFile(path);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let wanted = true;
  let written = false;
  return {
    name: 'sahas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // Not for the prerendering's server-side build, which is thrown away once it has run, nor
      // for the Firebase build: Netlify compresses what it serves itself.
      wanted = !config.build.ssr && config.env['VITE_BACKEND'] !== 'firebase';
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // Not after a failed build, whose own error is the one to report.
      if (wanted && written) await precompressDir(outDir);
    },
  };
}
