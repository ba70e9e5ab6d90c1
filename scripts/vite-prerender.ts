// After the client build, renders every public page into its own HTML file, so a phone on a slow
// connection shows the page, and a working Quick exit, before any script arrives. The pages are
// rendered by a second, server-side build of src/app/render-entry.tsx and written to
// dist/prerendered/ with routes.json, which the self-hosted server and netlify.toml follow. The
// self-hosted build keeps that server-side build beside its own (dist-render/ for dist/): its
// server renders Home and Stories with their data on each request (server/render/), into these
// pages.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDER_DIR,
  RENDER_ENTRY_FILE,
  RENDERER_BUILD,
  renderDirFor,
  PRERENDER_ROUTES_FILE,
  prerenderFileName,
  prerenderedFilePath,
  type PrerenderedRoute,
  type PrerenderedRoutes,
} from '../src/lib/prerender-format.ts';
import { startChunkKeys, type BuildManifest } from '../src/lib/service-worker-offline-set.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderEntry {
  CLIENT_ONLY_PATHS: readonly string[];
  LOCALES: readonly string[];
  PRERENDERED_PAGES: readonly {
    path: string;
    sources: readonly string[];
    textAreas: readonly string[];
  }[];
  pageHead(path: string, locale: string): { lang: string; dir: string; title: string };
  renderPage(path: string, locale: string): Promise<string>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What the page's `<html>` element says of its language. */
export interface PageLanguage {
  lang: string;
  dir: string;
}

/**
 * The client's index.html with one page's markup inside #root, its title and `head` links, and
 * `<html lang dir>` in the page's language.
 */
export function fillTemplate(
  template: string,
  markup: string,
  title: string,
  head = '',
  language: PageLanguage = { lang: 'en', dir: 'ltr' },
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  if (!/<html[^>]*>/.test(template)) throw new Error('index.html lacks <html>');
  return template
    .replace(/<html[^>]*>/, `<html lang="${language.lang}" dir="${language.dir}">`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${head}</head>`);
}

/**
 * Links that fetch a page's chunks (and everything they import, with their styles) with the main
 * script instead of after it has run: one round trip less before the page works on a slow
 * connection. Chunks the HTML already loads (the entry and its imports, and the start's later
 * steps, which scripts/vite-start-chunks.ts links from it) are left out.
 */
export function preloadLinks(
  manifest: BuildManifest,
  sources: readonly string[],
  base: string,
): string {
  const entry = manifest['index.html'];
  const loaded = new Set<string>([
    'index.html',
    ...(entry?.imports ?? []),
    ...startChunkKeys(manifest),
  ]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [
    // Fetched early but not waited for: the prerendered markup needs only the main stylesheet,
    // and Vite's loader applies these when the chunk runs.
    ...[...styles].map(
      (file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
    ),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('');
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'sahas-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A build that failed wrote no pages to fill: its own error is the one to report (Vite shows
      // only the last, and this hook runs after a failure too).
      if (!written) return;
      // The server-side build below loads this plugin too: it must not prerender itself.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Only the self-hosted server renders pages; the Firebase build keeps its pages as built.
      const keepRenderer = config.env['VITE_BACKEND'] !== 'firebase';
      // Inside the project, so the built module finds react and the rest in node_modules.
      const ssrDir = keepRenderer
        ? renderDirFor(outDir)
        : join(config.root, 'node_modules', '.sahas-prerender');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          ...RENDERER_BUILD,
          build: {
            ssr: resolve(config.root, 'src/app/render-entry.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const entry = (await import(
          pathToFileURL(join(ssrDir, RENDER_ENTRY_FILE)).href
        )) as PrerenderEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as BuildManifest;
        await mkdir(join(outDir, PRERENDER_DIR), { recursive: true });
        const pages: PrerenderedRoute[] = [];
        // Every page once per language; the server (and Netlify) send the one in hers.
        for (const locale of entry.LOCALES) {
          for (const { path, sources, textAreas } of entry.PRERENDERED_PAGES) {
            const file = prerenderFileName(path);
            // The page's chunks and its text in this language, fetched with the main script.
            const catalogues = ['shell', ...textAreas].map(
              (area) => `src/locales/${locale}/${area}.po`,
            );
            const head = preloadLinks(manifest, [...sources, ...catalogues], config.base);
            const { title, ...language } = entry.pageHead(path, locale);
            const markup = await entry.renderPage(path, locale);
            const html = fillTemplate(template, markup, title, head, language);
            const target = join(outDir, PRERENDER_DIR, prerenderedFilePath(locale, file));
            await mkdir(dirname(target), { recursive: true });
            await writeFile(target, html);
            if (locale === entry.LOCALES[0]) pages.push({ path, file });
          }
        }
        const routes: PrerenderedRoutes = {
          pages,
          clientOnly: [...entry.CLIENT_ONLY_PATHS],
          locales: [...entry.LOCALES],
        };
        await writeFile(
          join(outDir, PRERENDER_DIR, PRERENDER_ROUTES_FILE),
          `${JSON.stringify(routes, null, 2)}\n`,
        );
      } catch (error) {
        await rm(ssrDir, { recursive: true, force: true });
        throw error;
      }
      if (!keepRenderer) await rm(ssrDir, { recursive: true, force: true });
    },
  };
}
