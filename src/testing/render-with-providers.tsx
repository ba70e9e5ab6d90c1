// Test-only: renders a screen (or the whole app's routes) inside the providers the app gives it:
// the interface language, the backend port, auth state, a router at a chosen address and the
// toast area. The backend is the real server's, through its HTTP adapter: a TestBrowser's
// `backend` from startTestBackend (src/testing/test-backend.ts).
import { render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  type InitialEntry,
  type Location,
} from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import type { AuthPort, BackendPort } from '@/backend/port';
import { AuthProvider } from '@/lib/auth-provider';
import { i18n } from '@/i18n/i18n';
import { Toaster } from '@/components/ui/toaster';
import { BackendContext } from '@/lib/backend-context';
import { toast } from '@/lib/toast';

/** Where the screen is rendered: its address, its route and the screens around it. */
export interface RenderWithProvidersOptions {
  /** Where the router starts: a path (with any query), or a path with navigation state. */
  route?: InitialEntry;
  /**
   * The route pattern the screen answers at ('/edit-story/:id'). Without it the screen shows at
   * any address, unless `stubs` are given: then it is the starting path.
   */
  path?: string;
  /** Stand-ins for the screens it links or sends her to, by path ('/auth'). */
  stubs?: Record<string, ReactNode>;
  /** The port the screen sees, when a test wraps the backend's (held uploads); `backend` if not. */
  port?: BackendPort;
}

export type RenderWithProvidersResult = RenderResult & { backend: BackendPort; auth: AuthPort };

let shownLocation: Location | null = null;

/** Where the router of the latest renderWithProviders is: its path, query and state. */
export function currentLocation(): Location {
  if (!shownLocation) throw new Error('Nothing was rendered with renderWithProviders');
  return shownLocation;
}

function pathOf(route: InitialEntry): string {
  const pathname = typeof route === 'string' ? route : (route.pathname ?? '/');
  return pathname.split(/[?#]/)[0] ?? '/';
}

/**
 * Renders `ui` with the backend (its auth too), router and toasts; toasts of earlier tests are
 * removed.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions & { backend: BackendPort },
): RenderWithProvidersResult {
  const { backend } = options;
  const result = renderInProviders(ui, options, {
    port: options.port ?? backend,
    auth: backend.auth,
  });
  return { ...result, backend, auth: backend.auth };
}

/**
 * Renders a screen that uses no backend (no data, no session: a footer, a static page) with
 * the language, a router and the toasts; one that does fails with useBackend's or useAuth's
 * error, which says what to give it.
 */
export function renderWithoutBackend(
  ui: ReactElement,
  options: Omit<RenderWithProvidersOptions, 'port'> = {},
): RenderResult {
  return renderInProviders(ui, options, null);
}

function renderInProviders(
  ui: ReactElement,
  options: Omit<RenderWithProvidersOptions, 'port'>,
  backend: { port: BackendPort; auth: AuthPort } | null,
): RenderResult {
  const { route = '/', stubs } = options;
  const path = options.path ?? (stubs ? pathOf(route) : undefined);
  toast.remove();
  shownLocation = null;

  /** Keeps the router's address readable by the test (see currentLocation). */
  function LocationProbe() {
    const location = useLocation();
    useLayoutEffect(() => {
      shownLocation = location;
    }, [location]);
    return null;
  }

  function Routed({ children }: { children: ReactNode }) {
    return (
      <>
        <MemoryRouter initialEntries={[route]}>
          {path === undefined ? (
            children
          ) : (
            <Routes>
              <Route path={path} element={children} />
              {Object.entries(stubs ?? {}).map(([stubPath, stub]) => (
                <Route key={stubPath} path={stubPath} element={stub} />
              ))}
            </Routes>
          )}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </>
    );
  }

  function Providers({ children }: { children: ReactNode }) {
    return (
      // The language the test setup (or the test) activated, as AppProviders gives it.
      <I18nProvider i18n={i18n}>
        {backend ? (
          <BackendContext.Provider value={backend.port}>
            <AuthProvider auth={backend.auth}>
              <Routed>{children}</Routed>
            </AuthProvider>
          </BackendContext.Provider>
        ) : (
          <Routed>{children}</Routed>
        )}
      </I18nProvider>
    );
  }

  // As a wrapper, the providers stay around `ui` through rerender.
  return render(ui, { wrapper: Providers });
}
