// Every kind of HTML page the server sends carries its stylesheet inline (the first paint waits for
// no file), and its Content Security Policy lets exactly that text apply: no other inline style.
// The build's side (no <link>, the stylesheet in each page) is scripts/vite-inline-stylesheet.test.ts;
// Home and Stories rendered with their stories: server/render/served-pages.test.ts.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInlineStyle } from '../../scripts/vite-inline-stylesheet';
import { SELF_HOSTED_HEADERS, securityHeaders, selfHostedPolicy } from './security-headers';
import { mountSpa } from './spa';
import { writePrerenderedBuild } from '../testing/prerendered-build';

/** A page as the build writes one, with `css` as its inline stylesheet. */
function builtPage(name: string, css: string): string {
  return withInlineStyle(
    `<!doctype html><html><head><title>${name}</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><h1>${name}</h1></div></body></html>`,
    css,
  );
}

/** The hash a browser computes of a <style> element's text, as CSP writes it. */
const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** Different text per page, so a policy naming another page's hash fails. */
const CSS = {
  shell: 'body{color:rgb(1,1,1)}',
  resources: 'body{color:rgb(2,2,2)}',
  resourcesHindi: 'body{color:rgb(3,3,3)}',
  notFound: 'body{content:"→ ✓"}',
};

function app(dir: string): Hono {
  const served = new Hono();
  served.use('*', securityHeaders);
  served.get('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  mountSpa(served, dir);
  return served;
}

/** What a browser receives for `path`: its policy, and the stylesheets that hold its paint. */
async function received(served: Hono, path: string, headers: Record<string, string> = {}) {
  const response = await served.request(path, { headers });
  const html = await response.text();
  return {
    status: response.status,
    policy: response.headers.get('content-security-policy'),
    blockingLinks: html.match(/<link[^>]*rel="?stylesheet[^>]*>/gi) ?? [],
    html,
  };
}

describe('pages carry their stylesheet inline, and only it may apply', () => {
  let dir: string;
  let served: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-inline-style-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'index-1.js'), 'console.log(1)');
    await writePrerenderedBuild(dir, {
      shell: builtPage('shell', CSS.shell),
      pages: {
        'resources.html': builtPage('resources', CSS.resources),
        'hi/resources.html': builtPage('resources hi', CSS.resourcesHindi),
        'not-found.html': builtPage('not found', CSS.notFound),
        'hi/not-found.html': builtPage('not found hi', CSS.notFound),
      },
      routes: {
        pages: [
          { path: '/resources', file: 'resources.html' },
          { path: '*', file: 'not-found.html' },
        ],
        clientOnly: ['/account'],
        locales: ['en', 'hi'],
      },
    });
    served = app(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['a prerendered page', '/resources', {}, 200, CSS.resources],
    [
      'a prerendered page in Hindi',
      '/resources',
      { cookie: 'nf_lang=hi' },
      200,
      CSS.resourcesHindi,
    ],
    ['the app shell of a client-only route', '/account', {}, 200, CSS.shell],
    ['the not-found page', '/no-such-page', {}, 404, CSS.notFound],
  ])('%s: no stylesheet link, and its policy names its own style', async (...args) => {
    const [, path, headers, status, css] = args;
    const page = await received(served, path, headers);
    expect(page.status).toBe(status);
    expect(page.blockingLinks).toEqual([]);
    expect(page.html).toContain(`>${css}</style>`);
    expect(page.policy).toBe(selfHostedPolicy([hashOf(css)]));
    expect(page.policy).toContain(`style-src 'self' ${hashOf(css)};`);
  });

  it.each([
    ['/prerendered/resources.html', CSS.resources],
    ['/prerendered/hi/resources.html', CSS.resourcesHindi],
    ['/index.html', CSS.shell],
  ])(
    '%s, fetched as a file (as the service worker keeps it for offline), names its style too',
    async (path, css) => {
      const page = await received(served, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`>${css}</style>`);
      expect(page.policy).toBe(selfHostedPolicy([hashOf(css)]));
    },
  );

  it('answers that are not pages allow no inline style at all', async () => {
    for (const path of ['/api/nothing', '/assets/index-1.js', '/assets/missing.js']) {
      const { policy } = await received(served, path);
      expect(policy, path).toBe(SELF_HOSTED_HEADERS['Content-Security-Policy']);
      expect(policy, path).toContain("style-src 'self';");
    }
  });

  it('without prerendered pages, the shell every path falls back to names its style too', async () => {
    // A build of its own, inside the one this block removes.
    const bare = join(dir, 'bare');
    await mkdir(bare);
    await writeFile(join(bare, 'index.html'), builtPage('shell', CSS.shell));
    const page = await received(app(bare), '/stories');
    expect(page.blockingLinks).toEqual([]);
    expect(page.policy).toBe(selfHostedPolicy([hashOf(CSS.shell)]));
  });

  it('a page with no inline style (a build that links its stylesheet) gets the plain policy', async () => {
    const linked = join(dir, 'linked');
    await mkdir(linked);
    await writeFile(
      join(linked, 'index.html'),
      '<!doctype html><head><link rel="stylesheet" href="/assets/index-1.css"></head><div id="root"></div>',
    );
    const { policy } = await received(app(linked), '/');
    expect(policy).toBe(SELF_HOSTED_HEADERS['Content-Security-Policy']);
  });
});
