import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';

// Every screen is its own chunk, fetched on first visit. Declarative routes with React.lazy
// keep the router at a third of the data router's size on a first visit.
const HomePage = lazy(() => import('@/features/home/home-page'));
const StoriesPage = lazy(() => import('@/features/stories/stories-page'));
const ShareStoryPage = lazy(() => import('@/features/share-story/share-story-page'));
const EditStoryPage = lazy(() => import('@/features/edit-story/edit-story-page'));
const ResourcesPage = lazy(() => import('@/features/resources/resources-page'));
const AboutPage = lazy(() => import('@/features/about/about-page'));
const FaqsPage = lazy(() => import('@/features/faqs/faqs-page'));
const AuthPage = lazy(() => import('@/features/auth/auth-page'));
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/privacy-policy-page'));
const TermsPage = lazy(() => import('@/features/legal/terms-page'));
const NotFoundPage = lazy(() => import('@/app/routes/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="stories" element={<StoriesPage />} />
        <Route path="share-story" element={<ShareStoryPage />} />
        <Route path="edit-story/:id" element={<EditStoryPage />} />
        <Route path="resources" element={<ResourcesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="PrivacyPolicy" element={<PrivacyPolicyPage />} />
        <Route path="termsandconditions" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
