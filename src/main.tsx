// First: it must run before react-hot-toast's module is evaluated (see the module).
import '@/lib/install-toast-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { handOverEarlyInput, holdEarlyInput } from '@/app/early-input';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The build wrote each page as it looks at its bare address in a fresh tab. Opened with a query (a
 * reset link, the verified note), or in a tab where the app kept something (a draft, FAQ votes),
 * its first render differs, so it is rendered afresh instead of taken over.
 */
function differsFromBuild(): boolean {
  if (window.location.search !== '') return true;
  try {
    return window.sessionStorage.length > 0;
  } catch {
    return false;
  }
}

// A prerendered page (scripts/vite-prerender.ts) is taken over where it stands once its chunk has
// arrived; until then it stays as the build wrote it, readable, its Quick exit a plain link, and
// what she does on it is held (see early-input.ts). A page rendered afresh replaces it only when
// ready. The shell of a page that is not prerendered (admin, edit) is empty and rendered at once.
if (container.firstElementChild === null) {
  createRoot(container).render(app);
} else {
  holdEarlyInput(container);
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      const renderedAfresh = differsFromBuild();
      handOverEarlyInput(container, { renderedAfresh });
      if (renderedAfresh) createRoot(container).render(app);
      else hydrateRoot(container, app);
    });
}
