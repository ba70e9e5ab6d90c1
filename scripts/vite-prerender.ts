// After the client build, renders every public page into its own HTML file, so a phone on a slow
// connection shows the page, and a working Quick exit, before any script arrives. The pages are
// rendered by a second, server-side build of src/app/prerender-entry.tsx and written to
// dist/prerendered/ with routes.json, which the self-hosted server and netlify.toml follow.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDER_DIR,
  PRERENDER_ROUTES_FILE,
  prerenderFileName,
  type PrerenderedRoute,
  type PrerenderedRoutes,
} from '../src/lib/prerender-format.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderEntry {
  CLIENT_ONLY_PATHS: readonly string[];
  PRERENDERED_PAGES: readonly { path: string; title: string }[];
  renderPage(path: string): Promise<string>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The client's index.html with one page's markup inside #root and its title. */
export function fillTemplate(template: string, markup: string, title: string): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  return template
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sahas-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server-side build below loads this plugin too: it must not prerender itself.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so the built module finds react and the rest in node_modules.
      const ssrDir = join(config.root, 'node_modules', '.sahas-prerender');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, 'src/app/prerender-entry.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const entry = (await import(
          pathToFileURL(join(ssrDir, 'prerender-entry.js')).href
        )) as PrerenderEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await mkdir(join(outDir, PRERENDER_DIR), { recursive: true });
        const pages: PrerenderedRoute[] = [];
        for (const { path, title } of entry.PRERENDERED_PAGES) {
          const file = prerenderFileName(path);
          const html = fillTemplate(template, await entry.renderPage(path), title);
          await writeFile(join(outDir, PRERENDER_DIR, file), html);
          pages.push({ path, file });
        }
        await writeFile(
          join(outDir, PRERENDER_DIR, PRERENDER_ROUTES_FILE),
          `${JSON.stringify({ pages, clientOnly: [...entry.CLIENT_ONLY_PATHS] } satisfies PrerenderedRoutes, null, 2)}\n`,
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
