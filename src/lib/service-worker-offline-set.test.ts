import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@/app/pages';
import { prerenderFileName } from '@/lib/prerender-format';
import {
  OFFLINE_ROUTES,
  SHELL_AREAS,
  keepOfflineSet,
  offlinePageFile,
  offlineSetFiles,
  type BuildManifest,
  type OfflineRoute,
} from '@/lib/service-worker-offline-set';
import { OFFLINE_PAGES } from '@/lib/service-worker-rules';

/** A build's manifest in miniature: an entry, three pages, a lazy carousel, two languages. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_jsx-runtime-1.js'],
    dynamicImports: [
      '_quick-exit-1.js',
      '_react-dom-1.js',
      '_app-1.js',
      'src/features/home/home-page.tsx',
    ],
    css: ['assets/index-1.css'],
  },
  '_quick-exit-1.js': {
    file: 'assets/quick-exit-1.js',
    name: 'quick-exit',
    imports: ['index.html'],
  },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js', name: 'react-dom', imports: ['index.html'] },
  '_app-1.js': { file: 'assets/app-1.js', name: 'app', imports: ['index.html', '_react-dom-1.js'] },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js' },
  '_spinner-1.js': { file: 'assets/spinner-1.js', imports: ['_jsx-runtime-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js' },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_spinner-1.js'],
  },
  'src/components/ui/carousel.tsx': { file: 'assets/carousel-1.js', css: ['assets/carousel.css'] },
  'src/components/ui/toaster.tsx': {
    file: 'assets/toaster-1.js',
    imports: ['_jsx-runtime-1.js', '_toast-store-1.js'],
  },
  '_toast-store-1.js': { file: 'assets/toast-store-1.js' },
  'src/features/home/testimonial-form.tsx': {
    file: 'assets/testimonial-form-1.js',
    imports: ['index.html', '_schemas-1.js'],
  },
  '_schemas-1.js': { file: 'assets/schemas-1.js' },
  'src/features/resources/ngo-request-form-body.tsx': {
    file: 'assets/ngo-request-form-body-1.js',
    imports: ['index.html', '_schemas-1.js'],
  },
  'src/i18n/later-catalogues.ts': { file: 'assets/later-catalogues-1.js' },
  'src/features/resources/resources-page.tsx': {
    file: 'assets/resources-page-1.js',
    imports: ['index.html'],
    assets: ['assets/map-1.svg'],
  },
  'src/features/share-story/share-story-page.tsx': {
    file: 'assets/share-story-page-1.js',
    imports: ['index.html', '_form-1.js'],
  },
  ...Object.fromEntries(
    ['en', 'hi'].flatMap((locale) =>
      ['shell', 'messages', 'home', 'resources', 'share-story', 'forms'].map((area) => [
        `src/locales/${locale}/${area}.po`,
        { file: `assets/${area}-${locale}.js` },
      ]),
    ),
  ),
};

const ROUTES: OfflineRoute[] = [
  { path: '/', source: 'src/features/home/home-page.tsx', areas: ['home'], ahead: true },
  {
    path: '/resources',
    source: 'src/features/resources/resources-page.tsx',
    areas: ['resources'],
    ahead: false,
  },
];

describe('offlineSetFiles', () => {
  it('takes the entry and each offline page with what they import, their styles and their text in every language', () => {
    // Exactly these: other pages (Share Story), their text, and what a page loads later (the
    // carousel) stay out.
    expect([...offlineSetFiles(MANIFEST, ROUTES)].sort()).toEqual(
      [
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/jsx-runtime-1.js',
        // The start's later steps, which the entry imports in turn.
        'assets/quick-exit-1.js',
        'assets/react-dom-1.js',
        'assets/app-1.js',
        // Fetched on a first tap or toast, or for a signed-in reader, not with the page.
        'assets/toaster-1.js',
        'assets/toast-store-1.js',
        'assets/testimonial-form-1.js',
        'assets/schemas-1.js',
        'assets/ngo-request-form-body-1.js',
        'assets/later-catalogues-1.js',
        'assets/home-page-1.js',
        'assets/spinner-1.js',
        'assets/resources-page-1.js',
        'assets/map-1.svg',
        ...['en', 'hi'].flatMap((locale) =>
          ['shell', 'messages', 'home', 'resources'].map((area) => `assets/${area}-${locale}.js`),
        ),
      ].sort(),
    );
  });

  it('refuses a page the build does not have, so a renamed page cannot drop out unseen', () => {
    const renamed: OfflineRoute[] = [
      { path: '/', source: 'src/features/home/home.tsx', areas: ['home'], ahead: true },
    ];
    expect(() => offlineSetFiles(MANIFEST, renamed)).toThrow(/src\/features\/home\/home\.tsx/);
  });

  it('refuses a build whose entry does not import a step of the start, which every page needs', () => {
    const entry = MANIFEST['index.html'];
    const withoutApp: BuildManifest = {
      ...MANIFEST,
      'index.html': {
        file: 'assets/index-1.js',
        ...entry,
        dynamicImports: ['_quick-exit-1.js', '_react-dom-1.js'],
      },
    };
    expect(() => offlineSetFiles(withoutApp, ROUTES)).toThrow(/imports no app chunk/);
  });
});

describe('keepOfflineSet', () => {
  const entries = [
    'assets/index-1.js',
    'assets/home-page-1.js',
    'assets/resources-page-1.js',
    'assets/resources-hi.js',
    'assets/share-story-page-1.js',
    'assets/carousel-1.js',
    'index.html',
    'favicon.svg',
    'prerendered/resources.html',
    'prerendered/hi/resources.html',
  ].map((url) => ({ url, revision: null, size: 1 }));

  it('lists only the offline pages’ files, marking those fetched ahead of need', () => {
    const { manifest } = keepOfflineSet(MANIFEST, ROUTES)(entries);
    // What Workbox needs of each entry is kept.
    expect(manifest[0]).toEqual({ url: 'assets/index-1.js', revision: null, size: 1, ahead: true });
    expect(Object.fromEntries(manifest.map((entry) => [entry.url, entry.ahead]))).toEqual({
      'assets/index-1.js': true,
      'assets/home-page-1.js': true,
      // Resources here waits until she opens it.
      'assets/resources-page-1.js': false,
      'assets/resources-hi.js': false,
      // The shell and the icons as the globs chose them.
      'index.html': true,
      'favicon.svg': true,
      'prerendered/resources.html': false,
      'prerendered/hi/resources.html': false,
    });
  });
});

describe('the offline routes', () => {
  it('match the pages the app has: their chunk and the text their first render loads', () => {
    for (const route of OFFLINE_ROUTES) {
      const page = PRERENDERED_PAGES.find((candidate) => candidate.path === route.path);
      expect(page, route.path).toBeDefined();
      expect(page?.sources).toContain(route.source);
      const loaded = new Set([...route.areas, ...SHELL_AREAS]);
      for (const area of page?.textAreas ?? []) expect(loaded, route.path).toContain(area);
      for (const area of route.areas) expect(page?.textAreas, route.path).toContain(area);
      expect(offlinePageFile(route.path)).toBe(prerenderFileName(route.path));
    }
  });

  it('cover every public page the worker keeps a copy of', () => {
    const paths = OFFLINE_ROUTES.map((route) => route.path.toLowerCase());
    for (const path of Object.keys(OFFLINE_PAGES)) expect(paths).toContain(path);
  });

  it('fetch ahead the shell’s pages and Resources with its helplines', () => {
    const ahead = OFFLINE_ROUTES.filter((route) => route.ahead).map((route) => route.path);
    expect(ahead).toEqual(['/', '/stories', '/resources', '/about']);
  });
});
