// For the tests of server-rendered pages: the build's server-side renderer built from the source
// as it is now (as scripts/vite-prerender.ts builds it), and a built app whose pages are stand-ins
// that say which page and language they are, so a test sees what the render put in them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { LOCALES, SOURCE_LOCALE } from '@/i18n/locales';
import { prerenderedFilePath, RENDERER_BUILD } from '@/lib/prerender-format';
import { repoPath } from '../repo-path';

/** A page as the build writes one: its language, a title, its stylesheet, #root last in the body. */
export function standInPage(locale: string, name: string): string {
  return `<!doctype html><html lang="${locale}"><head><title>${name}</title><style id="app-styles">body{color:rgb(34,34,34)}</style></head><body><noscript>x</noscript><div id="root"><p>built ${name}</p></div></body></html>`;
}

const FILES = { '/': 'home.html', '/stories': 'stories.html', '/about': 'about.html' };

/** A built app with stand-in pages in every language. */
export function standInStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sahas-rendered-'));
  writeFileSync(join(dir, 'index.html'), standInPage('en', 'shell'));
  for (const locale of LOCALES) {
    mkdirSync(join(dir, 'prerendered', locale === SOURCE_LOCALE ? '' : locale), {
      recursive: true,
    });
    for (const [path, file] of Object.entries(FILES)) {
      writeFileSync(
        join(dir, 'prerendered', prerenderedFilePath(locale, file)),
        standInPage(locale, path),
      );
    }
  }
  writeFileSync(
    join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({
      pages: Object.entries(FILES).map(([path, file]) => ({ path, file })),
      clientOnly: [],
      locales: LOCALES,
    }),
  );
  return dir;
}

/** A folder in the repository (so the renderer finds its packages) for one test file's build. */
export function renderTestDir(): string {
  return repoPath(`dist-render-test-${process.pid}-${Date.now()}`);
}

/** Builds src/app/render-entry.tsx into `outDir`, as the production build does. */
export async function buildRenderer(outDir: string): Promise<void> {
  // As `vite build` runs (the tests run with NODE_ENV=test, which would compile JSX for React's
  // development build, which the renderer does not carry).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildProduction(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildProduction(outDir: string): Promise<void> {
  await build({
    configFile: repoPath('vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    ...RENDERER_BUILD,
    build: {
      ssr: repoPath('src/app/render-entry.tsx'),
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
}

export async function removeDirs(...dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
