// Every page of the app: its chunk, its tab title, and whether the build prerenders it. The
// router (routes.tsx), the build's prerendering and the first load (start-app.tsx) read this list.
import { matchPath } from 'react-router-dom';
import { lazyWithRetry, type PreloadablePage } from '@/app/routes/lazy-with-retry';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NAV_LINKS } from '@/app/layout/nav-links';
import { MESSAGES_AREA } from '@/i18n/i18n';

/**
 * A page's catalogues: its own area's and the toasts and errors, which these pages show from
 * their first render (a sign-in reason, a note on a draft). Home shows none before she acts, so
 * its first visit leaves them to load just after (src/i18n/i18n.ts).
 */
function withMessages(area: string): readonly string[] {
  return [area, MESSAGES_AREA];
}

/** The story form's and the password's pieces (src/components/forms). */
const FORMS_AREA = 'forms';
/** The labels of story tags, report reasons and NGO categories (src/components/labels). */
const LABELS_AREA = 'labels';

// Every screen is its own chunk, fetched on first visit. Declarative routes with lazy pages
// keep the router at a third of the data router's size on a first visit.
export const HomePage = lazyWithRetry(() => import('@/features/home/home-page'), ['home']);
// Stories shows no toast or error before she acts (its redaction note is in its own words), so
// its first visit leaves that catalogue to her first tap, as Home does.
const StoriesPage = lazyWithRetry(
  () => import('@/features/stories/stories-page'),
  ['stories', LABELS_AREA],
);
const ShareStoryPage = lazyWithRetry(
  () => import('@/features/share-story/share-story-page'),
  [...withMessages('share-story'), FORMS_AREA, LABELS_AREA],
);
const EditStoryPage = lazyWithRetry(
  () => import('@/features/edit-story/edit-story-page'),
  [...withMessages('edit-story'), FORMS_AREA, LABELS_AREA],
);
// Resources too: its directory's states and its request form's failure are in its own words.
const ResourcesPage = lazyWithRetry(
  () => import('@/features/resources/resources-page'),
  ['resources', LABELS_AREA],
);
const AboutPage = lazyWithRetry(() => import('@/features/about/about-page'), withMessages('about'));
const FaqsPage = lazyWithRetry(() => import('@/features/faqs/faqs-page'), withMessages('faqs'));
const AuthPage = lazyWithRetry(
  () => import('@/features/auth/auth-page'),
  [...withMessages('auth'), FORMS_AREA],
);
const AdminPage = lazyWithRetry(
  () => import('@/features/admin/admin-page'),
  [...withMessages('admin'), LABELS_AREA],
);
const AccountPage = lazyWithRetry(
  () => import('@/features/account/account-page'),
  [...withMessages('account'), FORMS_AREA],
);
// Her journal and safety plan: the vault's code loads only with these.
const JournalPage = lazyWithRetry(
  () => import('@/features/notes/journal-page'),
  [...withMessages('notes'), FORMS_AREA],
);
const SafetyPlanPage = lazyWithRetry(
  () => import('@/features/notes/safety-plan-page'),
  [...withMessages('notes'), FORMS_AREA],
);
const PrivacyPolicyPage = lazyWithRetry(
  () => import('@/features/legal/privacy-policy-page'),
  withMessages('legal'),
);
const TermsPage = lazyWithRetry(() => import('@/features/legal/terms-page'), withMessages('legal'));
const NotFoundPage = lazyWithRetry(() => import('@/app/routes/not-found-page'));

/** The navigation bar's name for a page, which the tab title repeats. */
function navLabel(to: (typeof NAV_LINKS)[number]['to']): MessageDescriptor {
  const link = NAV_LINKS.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`No navigation link to ${to}`);
  return link.label;
}

export interface PageRoute {
  path: string;
  /** The name its tab shows ("Stories · Sahas"); Home shows the plain brand. */
  name: MessageDescriptor;
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
    name: msg`Edit Story`,
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
    name: msg`Sign In`,
    Page: AuthPage,
    prerendered: true,
    source: 'src/features/auth/auth-page.tsx',
  },
  // Only for admins: nothing of it belongs in a file anyone can fetch.
  {
    path: 'admin',
    name: msg`Admin Panel`,
    Page: AdminPage,
    prerendered: false,
    source: 'src/features/admin/admin-page.tsx',
  },
  // Hers alone (her e-mail address is on it): the script draws it once she is known.
  {
    path: 'account',
    name: msg`Your account`,
    Page: AccountPage,
    prerendered: false,
    source: 'src/features/account/account-page.tsx',
  },
  // Hers alone, behind her passphrase (issue 37); the tab says only "My notes".
  {
    path: 'journal',
    name: msg`My notes`,
    Page: JournalPage,
    prerendered: false,
    source: 'src/features/notes/journal-page.tsx',
  },
  {
    path: 'safety-plan',
    name: msg`My notes`,
    Page: SafetyPlanPage,
    prerendered: false,
    source: 'src/features/notes/safety-plan-page.tsx',
  },
  {
    path: 'PrivacyPolicy',
    name: msg`Privacy Policy`,
    Page: PrivacyPolicyPage,
    prerendered: true,
    source: 'src/features/legal/privacy-policy-page.tsx',
  },
  {
    path: 'termsandconditions',
    name: msg`Terms and Conditions`,
    Page: TermsPage,
    prerendered: true,
    source: 'src/features/legal/terms-page.tsx',
  },
  {
    path: '*',
    name: msg`Page not found`,
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
  /** The name its tab shows (null: the plain brand, Home); see documentTitle. */
  name: MessageDescriptor | null;
  /** Source files whose chunks its HTML preloads (see PageRoute.source). */
  sources: readonly string[];
  /** Catalogue areas of its text besides the shell's, preloaded in the page's language too. */
  textAreas: readonly string[];
}

/** Every prerendered page. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: '/',
    name: null,
    sources: ['src/features/home/home-page.tsx'],
    textAreas: HomePage.textAreas,
  },
  ...PAGES.filter((page) => page.prerendered).map((page) => ({
    path: page.path === '*' ? '*' : `/${page.path}`,
    name: page.name,
    sources: [page.source],
    textAreas: page.Page.textAreas,
  })),
];
