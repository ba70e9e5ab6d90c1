// The plugin in a real (small) Vite build: what the browser receives, not how the plugin works.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_STYLE_ID, inlineStylesheet, withInlineStyle } from './vite-inline-stylesheet';

const MAIN_CSS = 'body { color: rgb(1, 2, 3); }';
const LAZY_CSS = '.lazy { color: rgb(4, 5, 6); }';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sahas-inline-css-'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>t</title><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>',
    'main.js': "import './main.css';\nexport const shared = 1;\nimport('./lazy.js');\n",
    // Imports the entry, as the app's lazy pages do: Vite lists the entry's stylesheet for it.
    'lazy.js': "import './lazy.css';\nimport { shared } from './main.js';\nconsole.log(shared);\n",
    'main.css': MAIN_CSS,
    'lazy.css': LAZY_CSS,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function buildApp() {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [inlineStylesheet()],
    build: { outDir: 'dist', manifest: true, minify: false },
  });
  const dist = join(root, 'dist');
  const assets = await readdir(join(dist, 'assets'));
  const read = (file: string) => readFile(join(dist, file), 'utf8');
  const scripts = await Promise.all(
    assets.filter((file) => file.endsWith('.js')).map((file) => read(`assets/${file}`)),
  );
  const manifest = JSON.parse(await read('.vite/manifest.json')) as Record<
    string,
    { css?: string[] }
  >;
  return { html: await read('index.html'), scripts: scripts.join('\n'), assets, manifest };
}

describe('the main stylesheet inline', () => {
  it('is in the page as one <style>, linked nowhere, and the lazy chunk keeps its own', async () => {
    const { html, scripts, assets, manifest } = await buildApp();
    expect(html).toContain(`<style id="${INLINE_STYLE_ID}">${MAIN_CSS}</style></head>`);
    expect(html).not.toMatch(/rel="stylesheet"/);
    const mainSheet = assets.find((file) => /^index-.*\.css$/.test(file));
    const lazySheet = assets.find((file) => /^lazy-.*\.css$/.test(file));
    expect(lazySheet).toBeDefined();
    // Kept in assets/ for the checks that read the built CSS, but no loader fetches it again.
    expect(mainSheet).toBeDefined();
    expect(scripts).not.toContain(mainSheet);
    expect(scripts).toContain(lazySheet);
    expect(manifest['index.html']?.css).toBeUndefined();
  });

  it('is left as a <link> in the Firebase build, whose host sends one fixed policy', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    const { html } = await buildApp();
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css">/);
    expect(html).not.toContain('<style');
  });

  it('refuses a stylesheet that would close its own element', () => {
    expect(() => withInlineStyle('<head></head>', 'a{}</style><script>')).toThrow(/<style>/);
  });
});
