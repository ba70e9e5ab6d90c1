// First: it must run before react-hot-toast's module is evaluated (see the module).
import '@/lib/install-toast-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { readTypedFields } from '@/app/typed-before-hydration';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (scripts/vite-prerender.ts) is taken over where it stands, once its chunk
// has arrived (until then it stays as the build wrote it, readable, its Quick exit a plain
// link); the shell of a page that is not prerendered (admin, edit) is empty and rendered afresh.
if (container.firstElementChild) {
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      readTypedFields(container);
      hydrateRoot(container, app);
    });
} else {
  createRoot(container).render(app);
}
