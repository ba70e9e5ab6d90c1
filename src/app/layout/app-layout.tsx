import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Navbar } from '@/app/layout/navbar';
import { Footer } from '@/app/layout/footer';
import { QuickExitButton } from '@/app/layout/quick-exit-button';
import { OfflineNotice } from '@/app/layout/offline-notice';
import { BackToTop } from '@/components/ui/back-to-top';
import { PageLoading } from '@/components/ui/page-loading';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { useAuth } from '@/lib/auth-context';
import { useSessionEpoch } from '@/app/layout/use-session-epoch';
import { ReplayEarlyInput } from '@/app/early-input';

export function AppLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const { user } = useAuth();
  const sessionEpoch = useSessionEpoch(user?.id ?? null);

  // After a client-side navigation, or a session that ended (the page is rebuilt, and Sign Out
  // is gone), start at the top and move focus to the page so keyboard and screen-reader users
  // land on its content, as they would on a full load.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, sessionEpoch]);

  return (
    // The footer reaches down behind the strip that holds Quick exit (see index.css), so the
    // end of the page is clear of it.
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2"
      >
        {t`Skip to content`}
      </a>
      {/* Second in Tab order, right after the skip link; it stays fixed at the bottom on screen. */}
      <QuickExitButton>
        <Navbar />
        <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 pt-16 outline-none">
          <OfflineNotice />
          {/* A new page, or a session that ended, builds the page afresh (see useSessionEpoch). */}
          <RouteErrorBoundary key={`${pathname}#${sessionEpoch}`}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <ReplayEarlyInput region="page" />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
        <BackToTop focusAfter={mainRef} />
        <ReplayEarlyInput region="frame" />
      </QuickExitButton>
    </div>
  );
}
