// The whole main stylesheet inline, not critical CSS only: 8.5 KB gzip is less than one round trip
// on slow 4G, and the page then paints styled at once, with no flash and no shift, on every route.
//
// The self-hosted build puts the app's main stylesheet into every page it writes (index.html, and
// the prerendered pages made from it) as one <style> element instead of a <link> the first paint
// waits for. The server names that element's hash in the page's Content Security Policy
// (server/http/inline-style-hashes.ts), so no inline style of anyone else's can apply. Vite's
// loader is no longer told of the stylesheet either: a lazy chunk would otherwise fetch it again
// as a <link>. Lazy chunks' own stylesheets (the carousel's) load as before. The Firebase build,
// whose static host sends one fixed policy, keeps its <link>.
import type { Plugin, ResolvedConfig } from 'vite';

/** The element the stylesheet travels in; the id lets tests tell it from any other style. */
export const INLINE_STYLE_ID = 'app-styles';

/** `html` with `css` in a <style> element at the end of its head. */
export function withInlineStyle(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The stylesheet would end its own <style> element');
  if (!html.includes('</head>')) throw new Error('index.html lacks </head>');
  return html.replace('</head>', `<style id="${INLINE_STYLE_ID}">${css}</style></head>`);
}

/** What Vite appends to each stylesheet at this stage (and removes before writing the file). */
const VITE_MARKER = /\/\*\$vite\$:\d+\*\//g;

export function inlineStylesheet(): Plugin {
  let config: ResolvedConfig;
  let css: string | null = null;
  const active = () => !config.build.ssr && config.env['VITE_BACKEND'] !== 'firebase';
  return {
    name: 'sahas-inline-stylesheet',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before Vite links the stylesheet into index.html and lists it for the lazy chunks' loader.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (!active()) return;
        const sheets: string[] = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          const imported = chunk.viteMetadata?.importedCss;
          if (!imported) continue;
          for (const file of imported) {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`The build has no stylesheet ${file}`);
            const source =
              typeof asset.source === 'string'
                ? asset.source
                : Buffer.from(asset.source).toString('utf8');
            // Without the marker Vite leaves in a stylesheet until it writes the file.
            sheets.push(source.replace(VITE_MARKER, ''));
          }
          // The file stays in assets/ (scripts/check-css-variables.mjs reads it); nothing links it.
          imported.clear();
        }
        if (sheets.length === 0) throw new Error('The build has no main stylesheet to inline');
        css = sheets.join('\n').trimEnd();
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!active()) return html;
        if (css === null) throw new Error('The main stylesheet was not read before index.html');
        return withInlineStyle(html, css);
      },
    },
  };
}
