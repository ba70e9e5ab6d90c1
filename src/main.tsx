import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { handOverEarlyInput, holdEarlyInput } from '@/app/early-input';
import { registerServiceWorker } from '@/app/service-worker-register';
import { activate, PSEUDO_LOCALES_ON, startIn } from '@/i18n/i18n';
import { savedLanguage } from '@/i18n/language-cookie';
import { pageWasServed } from '@/lib/data-layer/served-data';
import { markTakingOverServerPage } from '@/lib/use-hydrated';
import { loadToastsOnFirstUse } from '@/lib/toast';
import { pickLocale, SOURCE_LOCALE } from '@/i18n/locales';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Her language: the one she chose (a cookie), else the browser's, else English. The server chose
// the prerendered page's language the same way, from the same cookie and the browser's header.
const locale = pickLocale(savedLanguage(), navigator.languages, PSEUDO_LOCALES_ON);
const builtInOtherLanguage = document.documentElement.lang !== locale;
// The shell's text; the page's own comes with its chunk (preloadPage).
// A catalogue that cannot be fetched (offline before it was ever cached) leaves English, whose
// shell text the service worker keeps; the app starts either way.
const languageReady = startIn(locale).catch(() =>
  startIn(SOURCE_LOCALE).catch(() => activate(SOURCE_LOCALE)),
);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The build wrote each page as it looks at its bare address in a fresh tab. Opened with a query (a
 * reset link, the verified note) the server did not render it for, or in a tab where the app kept
 * something (a draft, FAQ votes),
 * its first render differs, so it is rendered afresh instead of taken over; so is a page built in
 * a language other than hers.
 */
function differsFromBuild(): boolean {
  // Netlify chooses the page's language from the first browser language alone.
  if (builtInOtherLanguage) return true;
  // A page the server rendered (Home, Stories) was drawn for its query (her filters).
  if (window.location.search !== '' && !pageWasServed()) return true;
  try {
    return window.sessionStorage.length > 0;
  } catch {
    return false;
  }
}

/**
 * Resolves once the browser has painted the page as it stands, so taking the prerendered page
 * over (a long task on a slow phone) never holds back the first sight of it. A hidden tab does
 * not paint: the timer lets it go on without.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
  });
}
const PAINT_WAIT_LIMIT_MS = 200;

// A prerendered page (scripts/vite-prerender.ts) is taken over where it stands once its chunk has
// arrived; until then it stays as the build wrote it, readable, its Quick exit a plain link, and
// what she does on it is held (see early-input.ts). A page rendered afresh replaces it only when
// ready. The shell of a page that is not prerendered (admin, edit) is empty and rendered as soon as
// the text of her language has arrived.
if (container.firstElementChild === null) {
  void languageReady.finally(() => createRoot(container).render(app));
} else {
  holdEarlyInput(container);
  void Promise.all([
    preloadPage(window.location.pathname).catch(() => undefined),
    languageReady,
    afterFirstPaint(),
  ]).then(() => {
    const renderedAfresh = differsFromBuild();
    handOverEarlyInput(container, { renderedAfresh });
    // In a transition React takes the page over in slices of a few milliseconds, yielding to the
    // browser between them, instead of in long tasks that hold up a tap on a slow phone
    // (Lighthouse's total blocking time on /stories: about 150-260 ms before, 30-50 ms after).
    startTransition(() => {
      if (renderedAfresh) createRoot(container).render(app);
      else {
        markTakingOverServerPage();
        hydrateRoot(container, app);
      }
    });
  });
}

// The toaster, its list and the toasts' words: at her first tap or focus, not with the page.
loadToastsOnFirstUse();

// Keeps the public pages and the app's files for repeat and offline visits (after load).
if (import.meta.env.PROD) registerServiceWorker();
