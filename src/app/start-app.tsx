// The last step of a page load (src/main.tsx): the app itself, which draws the page or takes over
// the one the server or the build wrote.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { handOverEarlyInput } from '@/app/early-input';
import { pageWasServed } from '@/lib/data-layer/served-data';
import { markTakingOverServerPage } from '@/lib/use-hydrated';

export interface AppStart {
  container: HTMLElement;
  /** Whether the page's language is another than hers (the build chose it from her browser). */
  builtInOtherLanguage: boolean;
  /** Settles once the shell's text in her language (or English) is in. */
  languageReady: Promise<unknown>;
}

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
function differsFromBuild(builtInOtherLanguage: boolean): boolean {
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
export function startApp({ container, builtInOtherLanguage, languageReady }: AppStart): void {
  if (container.firstElementChild === null) {
    void languageReady.finally(() => createRoot(container).render(app));
    return;
  }
  void Promise.all([
    preloadPage(window.location.pathname).catch(() => undefined),
    languageReady,
    afterFirstPaint(),
  ]).then(() => {
    const renderedAfresh = differsFromBuild(builtInOtherLanguage);
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
