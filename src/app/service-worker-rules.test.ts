import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@/app/pages';
import {
  APP_SHELL,
  OFFLINE_PAGES,
  PRECACHE_GLOBS,
  NGO_DIRECTORY_CACHE,
  PUBLIC_CACHE_PREFIX,
  SERVICE_WORKER_FILE,
  dataPlanIsLean,
  isKeepOfflineSetRequest,
  isNgoDirectoryRead,
  keepOfflineSetUrl,
  keptCopyFor,
  isPublicCache,
  isPublicPrecache,
  offlinePageFor,
  serviceWorkerMayAnswer,
} from '@/lib/service-worker-rules';
import { PRERENDER_DIR, prerenderFileName } from '@/lib/prerender-format';

const ORIGIN = 'https://sahas.example';
const get = (path: string, headers?: Record<string, string>) => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  headers: new Headers(headers),
});

describe('serviceWorkerMayAnswer', () => {
  it.each([
    '/',
    '/resources',
    '/stories',
    '/assets/index-abc123.js',
    '/assets/index-abc123.css',
    '/favicon.svg',
    '/prerendered/resources.html',
    '/apiary',
    '/mediation',
  ])('may answer GET %s', (path) => {
    expect(serviceWorkerMayAnswer(get(path), ORIGIN)).toBe(true);
  });

  it.each([
    '/api',
    '/api/',
    '/api/stories?limit=20',
    '/api/auth/get-session',
    '/API/stories',
    '/%61pi/stories',
    '//api/stories',
    '/media',
    '/media/3f2a/photo.webp',
    '/Media/3f2a/voice.webm',
    '/%6Dedia/3f2a/photo.webp',
    '/%E0%A4%A',
  ])('never answers (nor keeps) %s', (path) => {
    expect(serviceWorkerMayAnswer(get(path), ORIGIN)).toBe(false);
  });

  it('leaves anything but GET to the network', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(serviceWorkerMayAnswer({ ...get('/resources'), method }, ORIGIN)).toBe(false);
    }
  });

  it('leaves requests that carry their own credentials to the network', () => {
    const request = get('/assets/index-abc123.js', { Authorization: 'Bearer secret' });
    expect(serviceWorkerMayAnswer(request, ORIGIN)).toBe(false);
  });

  it('leaves other origins (Firebase, the neutral site) to the network', () => {
    for (const url of [
      'https://firestore.googleapis.com/v1/projects/x/documents/stories',
      'https://firebasestorage.googleapis.com/v0/b/x/o/photo.webp',
      'https://sahas.example.evil.test/assets/index.js',
      'http://sahas.example/resources',
    ]) {
      expect(serviceWorkerMayAnswer(get(url), ORIGIN)).toBe(false);
    }
  });
});

describe('offlinePageFor', () => {
  // A public page's own copy, in her language when the build wrote one, as the server matches
  // paths; pages with her data, or with stories, only the empty shell.
  it.each<[string, string | undefined, string]>([
    ['/resources', 'hi', 'prerendered/hi/resources.html'],
    ['/Resources/', 'en', 'prerendered/resources.html'],
    ['/Resources/', undefined, 'prerendered/resources.html'],
    ['/PrivacyPolicy', undefined, 'prerendered/privacypolicy.html'],
    ['/about', '../x', 'prerendered/about.html'],
    ['/stories', 'hi', APP_SHELL],
    ...['/', '/stories', '/share-story', '/edit-story/4f1c', '/admin', '/auth'].map(
      (path): [string, undefined, string] => [path, undefined, APP_SHELL],
    ),
  ])('gives %s in %s the page %s', (path, language, expected) => {
    expect(offlinePageFor(path, language)).toBe(expected);
  });
});

describe('what the build precaches', () => {
  it('names each offline page by the file the build writes for it', () => {
    const built = new Set(PRERENDERED_PAGES.map((page) => page.path.toLowerCase()));
    for (const [path, file] of Object.entries(OFFLINE_PAGES)) {
      expect(built).toContain(path);
      expect(file).toBe(`${PRERENDER_DIR}/${prerenderFileName(path)}`);
    }
  });

  it('keeps the shell and the public pages in every language, and no page that lists stories', () => {
    expect(PRECACHE_GLOBS).toContain(APP_SHELL);
    for (const file of Object.values(OFFLINE_PAGES)) expect(PRECACHE_GLOBS).toContain(file);
    // Every language's copy too.
    expect(PRECACHE_GLOBS).toContain('prerendered/*/resources.html');
    for (const path of ['/', '/stories', '/share-story', '/auth']) {
      const file = `${PRERENDER_DIR}/${prerenderFileName(path)}`;
      expect(PRECACHE_GLOBS.some((glob) => glob.includes(file))).toBe(false);
    }
    expect(PRECACHE_GLOBS.some((glob) => /api|media|\.json/.test(glob))).toBe(false);
  });
});

describe('isPublicPrecache', () => {
  it('knows the precache by the name Workbox gives it, and nothing else', () => {
    expect(isPublicPrecache(`${PUBLIC_CACHE_PREFIX}-precache-v2-${ORIGIN}/`)).toBe(true);
    expect(isPublicPrecache(`${PUBLIC_CACHE_PREFIX}-runtime-${ORIGIN}/`)).toBe(false);
    expect(isPublicPrecache(`workbox-precache-v2-${ORIGIN}/`)).toBe(false);
    expect(isPublicPrecache('stories')).toBe(false);
  });
});

describe('the kept NGO directory', () => {
  it('is kept from the page reading exactly the public directory, nothing else of the API', () => {
    expect(isNgoDirectoryRead(get('/api/ngos'), ORIGIN)).toBe(true);
    for (const path of [
      '/api/ngos/requests',
      '/api/ngos?admin=1',
      '/api/admin/ngos',
      '/api/stories',
      '/API/ngos',
      '/%61pi/ngos',
    ]) {
      expect(isNgoDirectoryRead(get(path), ORIGIN)).toBe(false);
    }
    expect(isNgoDirectoryRead({ ...get('/api/ngos'), method: 'POST' }, ORIGIN)).toBe(false);
    expect(isNgoDirectoryRead(get('https://other.example/api/ngos'), ORIGIN)).toBe(false);
  });

  it('is a public cache, as the precache is; no other cache is', () => {
    expect(isPublicCache(NGO_DIRECTORY_CACHE)).toBe(true);
    expect(isPublicCache(`${PUBLIC_CACHE_PREFIX}-precache-v2-${ORIGIN}/`)).toBe(true);
    expect(isPublicCache(`${NGO_DIRECTORY_CACHE}-old`)).toBe(false);
    expect(isPublicCache('api-answers')).toBe(false);
  });
});

describe('dataPlanIsLean', () => {
  const effectiveTypes = fc.constantFrom(undefined, 'slow-2g', '2g', '3g', '4g');
  const connections = fc.option(
    fc.record({
      saveData: fc.option(fc.boolean(), { nil: undefined }),
      effectiveType: effectiveTypes,
    }),
    { nil: undefined },
  );

  it('is lean whenever the browser sends Save-Data: on, however it is written', () => {
    const on = fc
      .tuple(fc.constantFrom('on', 'On', 'ON', 'oN'), fc.constantFrom('', ' ', '\t'))
      .map(([value, space]) => `${space}${value}${space}`);
    fc.assert(
      fc.property(connections, on, (connection, header) => {
        expect(dataPlanIsLean(connection, header)).toBe(true);
      }),
    );
  });

  // Nothing said of the connection (none, or no fields) is among the cases: not lean.
  it('is lean with the Save-Data setting or a 2G connection, and only then without the header', () => {
    const otherHeaders = fc.option(fc.constantFrom('off', '', '0', 'yes'), { nil: undefined });
    fc.assert(
      fc.property(connections, otherHeaders, (connection, header) => {
        const lean =
          connection?.saveData === true ||
          connection?.effectiveType === '2g' ||
          connection?.effectiveType === 'slow-2g';
        expect(dataPlanIsLean(connection, header)).toBe(lean);
      }),
    );
  });
});

describe('the page’s request for the offline set', () => {
  it('is a HEAD request for the worker’s script with its query, at the site’s base', () => {
    expect(keepOfflineSetUrl('/')).toBe(`/${SERVICE_WORKER_FILE}?keep=offline-set`);
    const request = { method: 'HEAD', url: `${ORIGIN}${keepOfflineSetUrl('/')}` };
    expect(isKeepOfflineSetRequest(request, ORIGIN)).toBe(true);
    const under = { method: 'HEAD', url: `${ORIGIN}${keepOfflineSetUrl('/sahas/')}` };
    expect(isKeepOfflineSetRequest(under, ORIGIN)).toBe(true);
  });

  it('is nothing else: the script itself, another query, another method or site', () => {
    for (const request of [
      { method: 'GET', url: `${ORIGIN}${keepOfflineSetUrl('/')}` },
      { method: 'HEAD', url: `${ORIGIN}/${SERVICE_WORKER_FILE}` },
      { method: 'HEAD', url: `${ORIGIN}/${SERVICE_WORKER_FILE}?keep=offline-set&x=1` },
      { method: 'HEAD', url: `${ORIGIN}/api/stories?keep=offline-set` },
      { method: 'HEAD', url: `https://other.example${keepOfflineSetUrl('/')}` },
    ]) {
      expect(isKeepOfflineSetRequest(request, ORIGIN)).toBe(false);
    }
  });
});

describe('keptCopyFor', () => {
  const answer = (headers: Record<string, string>, status = 200) => ({
    status,
    headers: new Headers({ 'content-type': 'text/html; charset=UTF-8', ...headers }),
  });

  it('keeps a public page she opened as its copy in the language the server answered in', () => {
    expect(keptCopyFor('/resources', answer({ 'content-language': 'hi' }))).toBe(
      'prerendered/hi/resources.html',
    );
    expect(keptCopyFor('/FAQs/', answer({ 'content-language': 'en' }))).toBe(
      'prerendered/faqs.html',
    );
  });

  it('keeps no page with stories or of hers, and nothing marked no-store', () => {
    for (const path of ['/', '/stories', '/share-story', '/account', '/admin']) {
      expect(keptCopyFor(path, answer({ 'content-language': 'en' }))).toBeNull();
    }
    const noStore = answer({ 'content-language': 'en', 'cache-control': 'private, no-store' });
    expect(keptCopyFor('/resources', noStore)).toBeNull();
  });

  it('keeps no failed answer, no other type, and no language it cannot name a copy for', () => {
    expect(keptCopyFor('/resources', answer({ 'content-language': 'en' }, 404))).toBeNull();
    expect(
      keptCopyFor('/resources', answer({ 'content-language': 'en', 'content-type': 'text/plain' })),
    ).toBeNull();
    expect(keptCopyFor('/resources', answer({}))).toBeNull();
    expect(keptCopyFor('/resources', answer({ 'content-language': 'en-XA' }))).toBeNull();
  });
});
