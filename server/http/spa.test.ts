import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@/i18n/locales';
import { prerenderedFilePath } from '@/lib/prerender-format';
import { precompressDir } from '../../scripts/vite-precompress';
import { securityHeaders } from './security-headers';
import { writePrerenderedBuild } from '../testing/prerendered-build';
import { mountSpa } from './spa';

describe('serving the built SPA', () => {
  let dir: string;
  let app: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-spa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Sahas</title>');
    await writeFile(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
    await writeFile(
      join(dir, 'assets', 'big-456.js'),
      `export const words = '${'courage '.repeat(2000)}';`,
    );
    await precompressDir(dir);
    app = new Hono();
    app.use('*', securityHeaders);
    app.get('/api/*', (c) => c.json({ error: 'Not found' }, 404));
    mountSpa(app, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['/', '/stories', '/edit-story/abc', '/PrivacyPolicy', '/stories/'])(
    'answers %s with the app page, not cached',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Sahas</title>');
    },
  );

  it('says the shell’s language: the one the script will render it in', async () => {
    const response = await app.request('/stories', { headers: { 'accept-language': 'hi-IN' } });
    expect(response.headers.get('content-language')).toBe('hi');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect((await app.request('/stories')).headers.get('content-language')).toBe('en');
  });

  it('serves hashed assets for a year and a missing one as 404', async () => {
    const asset = await app.request('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the build’s Brotli or gzip copy to a browser that accepts it', async () => {
    const plain = await app.request('/assets/big-456.js');
    const original = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await app.request('/assets/big-456.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    const compressed = Buffer.from(await br.arrayBuffer());
    expect(compressed.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(compressed).toString()).toBe(original);

    const gz = await app.request('/assets/big-456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // Too small to be worth it: sent as is.
    const small = await app.request('/assets/app-123.js', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await app.request(path);
      expect(await response.text()).not.toContain('"name"');
    }
  });
});

describe('serving prerendered pages', () => {
  let dir: string;
  let app: Hono;
  const page = (name: string) => `<!doctype html><title>${name}</title><h1>${name}</h1>`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-prerendered-'));
    await writePrerenderedBuild(dir, {
      shell: page('shell'),
      pages: {
        'home.html': page('home'),
        'stories.html': page('stories'),
        'privacypolicy.html': page('privacy'),
        'not-found.html': page('not found'),
      },
      routes: {
        pages: [
          { path: '/', file: 'home.html' },
          { path: '/stories', file: 'stories.html' },
          { path: '/PrivacyPolicy', file: 'privacypolicy.html' },
          { path: '*', file: 'not-found.html' },
        ],
        clientOnly: ['/admin', '/edit-story/:id'],
      },
    });
    app = new Hono();
    mountSpa(app, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['/', 200, 'home'],
    ['/stories', 200, 'stories'],
    // The router ignores case and a trailing slash, so the server does too.
    ['/Stories/', 200, 'stories'],
    ['/privacypolicy', 200, 'privacy'],
    ['/admin', 200, 'shell'],
    ['/edit-story/4f1c', 200, 'shell'],
    ['/edit-story/4f1c/more', 404, 'not found'],
    ['/no-such-page', 404, 'not found'],
  ])('answers %s with %i and the %s page', async (path, status, name) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page(name));
  });

  it('sends pages compressed to a browser that accepts it', async () => {
    const br = await app.request('/stories', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      page('stories'),
    );
    const gz = await app.request('/stories', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page('stories'));
  });

  it('refuses to start on a routes file that names files outside the folder', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'sahas-prerendered-bad-'));
    await mkdir(join(bad, 'prerendered'));
    await writeFile(join(bad, 'index.html'), page('shell'));
    await writeFile(
      join(bad, 'prerendered', 'routes.json'),
      JSON.stringify({ pages: [{ path: '/', file: '../../etc/passwd' }], clientOnly: [] }),
    );
    expect(() => mountSpa(new Hono(), bad)).toThrow();
    await rm(bad, { recursive: true, force: true });
  });
});

/** Every interface language but English: each case below runs for each of them. */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('serving prerendered pages in her language', () => {
  let dir: string;
  let app: Hono;
  const page = (locale: string) => `<!doctype html><html lang="${locale}"><title>home</title>`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-prerendered-i18n-'));
    await writePrerenderedBuild(dir, {
      shell: '<!doctype html><title>shell</title>',
      pages: Object.fromEntries(LOCALES.map((l) => [prerenderedFilePath(l, 'home.html'), page(l)])),
      routes: { pages: [{ path: '/', file: 'home.html' }], clientOnly: [], locales: LOCALES },
    });
    await precompressDir(dir);
    app = new Hono();
    mountSpa(app, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Which language the cookie and Accept-Language choose (pseudo-locales and junk ignored), and
  // which file each kind of page (not found, client-only, a missing Hindi file) comes from, are
  // the tables of prerendered-pages.test.ts; here, that the page goes out in that language.
  it.each([
    ...OTHER_LOCALES.flatMap((l): [Record<string, string>, string][] => [
      [{ cookie: `nf_lang=${l}`, 'accept-language': 'en-US,en' }, l],
      [{ 'accept-language': `${l}-IN;q=0.9,en;q=0.5` }, l],
    ]),
    [{}, 'en'] as [Record<string, string>, string],
  ])('answers / with %o: 200 in %s', async (headers, locale) => {
    const response = await app.request('/', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe(locale);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await response.text()).toBe(page(locale));
  });

  it.each(OTHER_LOCALES)('sends the build’s compressed copy of the page in %s', async (l) => {
    const br = await app.request('/', {
      headers: { 'accept-encoding': 'br', cookie: `nf_lang=${l}` },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page(l));
  });
  // A routes file whose locales name other folders: prerendered-pages.test.ts.
});

describe('serving the service worker', () => {
  let dir: string;
  const script = 'self.addEventListener("fetch", () => {});';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahas-sw-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Sahas</title>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sends it as JavaScript that is never reused unchecked', async () => {
    await writeFile(join(dir, 'service-worker.js'), script);
    const app = new Hono();
    mountSpa(app, dir);
    const response = await app.request('/service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(script);
  });

  it('answers a build without one with a plain 404, not a page', async () => {
    await rm(join(dir, 'service-worker.js'), { force: true });
    const app = new Hono();
    mountSpa(app, dir);
    const response = await app.request('/service-worker.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});
