// The Firebase build is served by Netlify, which must send each path the same HTML as the
// self-hosted server does: the page prerendered for it, the shell, or the not-found page.
import { describe, expect, it } from 'vitest';
import { CLIENT_ONLY_PATHS, PRERENDERED_PAGES } from '@/app/pages';
import { PRERENDER_DIR, prerenderFileName } from '@/lib/prerender-format';

// Read from the project root by Vite (a root-relative glob, as src may not import upwards).
const netlifyToml = Object.values(
  import.meta.glob<string>('/netlify.toml', { query: '?raw', import: 'default', eager: true }),
).join('');

interface Redirect {
  from: string;
  to: string;
  status: number;
}

function redirects(toml: string): Redirect[] {
  return toml
    .split(/^\[\[redirects\]\]\s*$/m)
    .slice(1)
    .map((block) => ({
      from: /^\s*from\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? '',
      to: /^\s*to\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? '',
      status: Number(/^\s*status\s*=\s*(\d+)/m.exec(block)?.[1]),
    }));
}

describe('netlify.toml', () => {
  const rules = redirects(netlifyToml);

  it('sends every prerendered page its own HTML', () => {
    for (const { path } of PRERENDERED_PAGES) {
      const to = `/${PRERENDER_DIR}/${prerenderFileName(path)}`;
      const from = path === '*' ? '/*' : path;
      expect(rules).toContainEqual({ from, to, status: path === '*' ? 404 : 200 });
    }
  });

  it('sends the pages only the script renders the empty shell', () => {
    for (const path of CLIENT_ONLY_PATHS) {
      expect(rules).toContainEqual({
        from: path.replace(/\/:[^/]+/g, '/*'),
        to: '/index.html',
        status: 200,
      });
    }
  });

  it('answers any other path with the not-found page, last', () => {
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/prerendered/not-found.html', status: 404 });
    expect(rules).toHaveLength(PRERENDERED_PAGES.length + CLIENT_ONLY_PATHS.length);
  });
});
