// Every page of the app: its chunk, its tab title, and whether the build prerenders it. The
// router (routes.tsx), the build's prerendering and the first load (main.tsx) read this list.
import { matchPath } from 'react-router-dom';
import { lazyWithRetry, type PreloadablePage } from '@/app/routes/lazy-with-retry';
import { documentTitle } from '@/app/routes/use-document-title';
import { COPY, NAV_LINKS } from '@/domain/copy';

// Every screen is its own chunk, fetched on first visit. Declarative routes with lazy pages
// keep the router at a third of the data router's size on a first visit.
export const HomePage = lazyWithRetry(() => import('@/features/home/home-page'));
const StoriesPage = lazyWithRetry(() => import('@/features/stories/stories-page'));
const ShareStoryPage = lazyWithRetry(() => import('@/features/share-story/share-story-page'));
const EditStoryPage = lazyWithRetry(() => import('@/features/edit-story/edit-story-page'));
const ResourcesPage = lazyWithRetry(() => import('@/features/resources/resources-page'));
const AboutPage = lazyWithRetry(() => import('@/features/about/about-page'));
const FaqsPage = lazyWithRetry(() => import('@/features/faqs/faqs-page'));
const AuthPage = lazyWithRetry(() => import('@/features/auth/auth-page'));
const AdminPage = lazyWithRetry(() => import('@/features/admin/admin-page'));
const AccountPage = lazyWithRetry(() => import('@/features/account/account-page'));
const PrivacyPolicyPage = lazyWithRetry(() => import('@/features/legal/privacy-policy-page'));
const TermsPage = lazyWithRetry(() => import('@/features/legal/terms-page'));
const NotFoundPage = lazyWithRetry(() => import('@/app/routes/not-found-page'));

/** The navigation bar's name for a page, which the tab title repeats. */
function navLabel(to: (typeof NAV_LINKS)[number]['to']): string {
  return NAV_LINKS.find((link) => link.to === to)?.label ?? '';
}

export interface PageRoute {
  path: string;
  /** The name its tab shows ("Stories · Sahas"); Home shows the plain brand. */
  name: string;
  Page: PreloadablePage<object>;
  /** Built into its own HTML (scripts/vite-prerender.ts): a public page readable before any script. */
  prerendered: boolean;
  /**
   * The page's source file, as its import above names it: a prerendered page's HTML asks for
   * its chunks at once instead of after the main script has run (the build fails when no chunk
   * comes from this file).
   */
  source: string;
}

export const PAGES: PageRoute[] = [
  {
    path: 'stories',
    name: navLabel('/stories'),
    Page: StoriesPage,
    prerendered: true,
    source: 'src/features/stories/stories-page.tsx',
  },
  {
    path: 'share-story',
    name: navLabel('/share-story'),
    Page: ShareStoryPage,
    prerendered: true,
    source: 'src/features/share-story/share-story-page.tsx',
  },
  {
    path: 'edit-story/:id',
    name: COPY.editHeading,
    Page: EditStoryPage,
    prerendered: false,
    source: 'src/features/edit-story/edit-story-page.tsx',
  },
  {
    path: 'resources',
    name: navLabel('/resources'),
    Page: ResourcesPage,
    prerendered: true,
    source: 'src/features/resources/resources-page.tsx',
  },
  {
    path: 'about',
    name: navLabel('/about'),
    Page: AboutPage,
    prerendered: true,
    source: 'src/features/about/about-page.tsx',
  },
  {
    path: 'faqs',
    name: navLabel('/faqs'),
    Page: FaqsPage,
    prerendered: true,
    source: 'src/features/faqs/faqs-page.tsx',
  },
  {
    path: 'auth',
    name: COPY.signIn,
    Page: AuthPage,
    prerendered: true,
    source: 'src/features/auth/auth-page.tsx',
  },
  // Only for admins: nothing of it belongs in a file anyone can fetch.
  {
    path: 'admin',
    name: COPY.adminPanel,
    Page: AdminPage,
    prerendered: false,
    source: 'src/features/admin/admin-page.tsx',
  },
  // Hers alone (her e-mail address is on it): the script draws it once she is known.
  {
    path: 'account',
    name: COPY.yourAccount,
    Page: AccountPage,
    prerendered: false,
    source: 'src/features/account/account-page.tsx',
  },
  {
    path: 'PrivacyPolicy',
    name: COPY.privacyHeading,
    Page: PrivacyPolicyPage,
    prerendered: true,
    source: 'src/features/legal/privacy-policy-page.tsx',
  },
  {
    path: 'termsandconditions',
    name: COPY.termsHeading,
    Page: TermsPage,
    prerendered: true,
    source: 'src/features/legal/terms-page.tsx',
  },
  {
    path: '*',
    name: COPY.notFoundHeading,
    Page: NotFoundPage,
    prerendered: true,
    source: 'src/app/routes/not-found-page.tsx',
  },
];

/**
 * Fetches the chunk of the page at `pathname` (the router's own matching: any case, a trailing
 * slash), so a prerendered page can be hydrated with nothing left to load.
 */
export function preloadPage(pathname: string): Promise<void> {
  if (matchPath({ path: '/', end: true }, pathname)) return HomePage.preload();
  const page =
    PAGES.find(({ path }) => path !== '*' && matchPath({ path: `/${path}` }, pathname)) ??
    PAGES.find(({ path }) => path === '*');
  return page ? page.Page.preload() : Promise.resolve();
}

/** Routes the script alone renders (the server sends them the empty app shell). */
export const CLIENT_ONLY_PATHS: readonly string[] = PAGES.filter(
  (page) => !page.prerendered && page.path !== '*',
).map((page) => `/${page.path}`);

export interface PrerenderedPage {
  /** The route's path; '*' is the not-found page. */
  path: string;
  /** The title its tab shows. */
  title: string;
  /** Source files whose chunks its HTML preloads (see PageRoute.source). */
  sources: readonly string[];
}

/** Every prerendered page. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  // Home's stories sit in the carousel, which its page imports lazily: on a first visit that
  // chunk is needed at once too.
  {
    path: '/',
    title: documentTitle(null),
    sources: ['src/features/home/home-page.tsx', 'src/components/ui/carousel.tsx'],
  },
  ...PAGES.filter((page) => page.prerendered).map((page) => ({
    path: page.path === '*' ? '*' : `/${page.path}`,
    title: documentTitle(page.name),
    sources: [page.source],
  })),
];
