// The app's scripts at low priority in every page the build writes. Each page is readable before
// they run (prerendered, or rendered by the server with its stories), so the document and what it
// draws should have the network first. At the default (high) priority of a module script,
// Lighthouse's model of a slow phone counts its whole download as holding the first paint back
// whenever the browser it watched ran the script before painting (Home's LCP 1.6-2.4 s then,
// against 0.7 s when it painted first). Vite writes the entry's <script> tag itself and drops any
// attribute index.html gives it; the page's own chunks are asked for in scripts/vite-prerender.ts.
import type { Plugin } from 'vite';

const MODULE_SCRIPT = '<script type="module" crossorigin src=';

/** `html` with its module scripts asking for low priority. */
export function withLowPriorityScripts(html: string): string {
  if (!html.includes(MODULE_SCRIPT)) throw new Error('The page has no module script to lower');
  return html.replaceAll(
    MODULE_SCRIPT,
    '<script type="module" crossorigin fetchpriority="low" src=',
  );
}

export function lowPriorityScripts(): Plugin {
  return {
    name: 'sahas-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The server-side build writes no page.
        return context.bundle ? withLowPriorityScripts(html) : html;
      },
    },
  };
}
