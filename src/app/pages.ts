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
}

export const PAGES: PageRoute[] = [
  { path: 'stories', name: navLabel('/stories'), Page: StoriesPage, prerendered: true },
  { path: 'share-story', name: navLabel('/share-story'), Page: ShareStoryPage, prerendered: true },
  { path: 'edit-story/:id', name: COPY.editHeading, Page: EditStoryPage, prerendered: false },
  { path: 'resources', name: navLabel('/resources'), Page: ResourcesPage, prerendered: true },
  { path: 'about', name: navLabel('/about'), Page: AboutPage, prerendered: true },
  { path: 'faqs', name: navLabel('/faqs'), Page: FaqsPage, prerendered: true },
  { path: 'auth', name: COPY.signIn, Page: AuthPage, prerendered: true },
  // Only for admins: nothing of it belongs in a file anyone can fetch.
  { path: 'admin', name: COPY.adminPanel, Page: AdminPage, prerendered: false },
  {
    path: 'PrivacyPolicy',
    name: COPY.privacyHeading,
    Page: PrivacyPolicyPage,
    prerendered: true,
  },
  { path: 'termsandconditions', name: COPY.termsHeading, Page: TermsPage, prerendered: true },
  { path: '*', name: COPY.notFoundHeading, Page: NotFoundPage, prerendered: true },
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

/** Where a prerendered page is, and the title its tab shows. '*' is the not-found page. */
export const PRERENDERED_PAGES: readonly { path: string; title: string }[] = [
  { path: '/', title: documentTitle(null) },
  ...PAGES.filter((page) => page.prerendered).map((page) => ({
    path: page.path === '*' ? '*' : `/${page.path}`,
    title: documentTitle(page.name),
  })),
];
