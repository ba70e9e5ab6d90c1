import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { lazyWithRetry } from '@/app/routes/lazy-with-retry';
import { TitledPage } from '@/app/routes/titled-page';
import { COPY, NAV_LINKS } from '@/domain/copy';

// Every screen is its own chunk, fetched on first visit. Declarative routes with lazy pages
// keep the router at a third of the data router's size on a first visit.
const HomePage = lazyWithRetry(() => import('@/features/home/home-page'));
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

// Each page with the name its tab shows ("Stories · Sahas"); Home shows the plain brand.
const PAGES: { path: string; name: string; Page: ComponentType }[] = [
  { path: 'stories', name: navLabel('/stories'), Page: StoriesPage },
  { path: 'share-story', name: navLabel('/share-story'), Page: ShareStoryPage },
  { path: 'edit-story/:id', name: COPY.editHeading, Page: EditStoryPage },
  { path: 'resources', name: navLabel('/resources'), Page: ResourcesPage },
  { path: 'about', name: navLabel('/about'), Page: AboutPage },
  { path: 'faqs', name: navLabel('/faqs'), Page: FaqsPage },
  { path: 'auth', name: COPY.signIn, Page: AuthPage },
  { path: 'admin', name: COPY.adminPanel, Page: AdminPage },
  { path: 'PrivacyPolicy', name: COPY.privacyHeading, Page: PrivacyPolicyPage },
  { path: 'termsandconditions', name: COPY.termsHeading, Page: TermsPage },
  { path: '*', name: COPY.notFoundHeading, Page: NotFoundPage },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <TitledPage name={null}>
              <HomePage />
            </TitledPage>
          }
        />
        {PAGES.map(({ path, name, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <TitledPage name={name}>
                <Page />
              </TitledPage>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
