// A page load starts in steps, each run in a task of its own so that none blocks a tap for long
// on a slow phone (at 4x in bench/start-up-profile.ts: 30-65 ms each, against 104-141 ms for all
// of them in one task): this small one, which holds what she does on the page and picks her
// language; then a quick exit that went back into this page goes on, and only if none did, the
// page asks for her language's text and its service worker (startPage); then React DOM; then the
// app, which takes the page over (src/app/start-app.tsx). The build fetches them all at once
// (scripts/vite-start-chunks.ts).
import { holdEarlyInput } from '@/app/early-input';
import { registerServiceWorker } from '@/app/service-worker-register';
import { activate, PSEUDO_LOCALES_ON, startIn } from '@/i18n/i18n';
import { savedLanguage } from '@/i18n/language-cookie';
import { pickLocale, SOURCE_LOCALE } from '@/i18n/locales';
import { loadToastsOnFirstUse } from '@/lib/toast';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Her language: the one she chose (a cookie), else the browser's, else English. The server chose
// the prerendered page's language the same way, from the same cookie and the browser's header.
const locale = pickLocale(savedLanguage(), navigator.languages, PSEUDO_LOCALES_ON);
const builtInOtherLanguage = document.documentElement.lang !== locale;
// What she types or taps on the prerendered page before the app owns it (early-input.ts).
if (container.firstElementChild !== null) holdEarlyInput(container);

/**
 * What the page starts once no quick exit is passing through it (resuming one swaps the body, so
 * #root is gone): nothing is fetched, registered or listened for on a page only passing through.
 */
function startPage(): { languageReady: Promise<void> } | null {
  if (!container?.isConnected) return null;
  // The toaster, its list and the toasts' words: at her first tap or focus, not with the page.
  loadToastsOnFirstUse();
  // Keeps the public pages and the app's files for repeat and offline visits (after load).
  if (import.meta.env.PROD) registerServiceWorker();
  // The shell's text; the page's own comes with its chunk (preloadPage). The page's links have
  // the browser fetching it already. A catalogue that cannot be fetched (offline before it was
  // ever cached) leaves English, whose shell text the service worker keeps; the app starts
  // either way.
  const languageReady = startIn(locale).catch(() =>
    startIn(SOURCE_LOCALE).catch(() => activate(SOURCE_LOCALE)),
  );
  // In an object: a promise returned to then() would be waited for before React DOM is asked for.
  return { languageReady };
}

/** Resolves in a task of its own, which a timer in a background tab would postpone by a second. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// A chunk that cannot be fetched leaves the page as the build wrote it: readable, its Quick exit a
// plain link; the same as when the one script of old could not be.
void nextTask()
  .then(() => import('@/app/layout/quick-exit'))
  .then(startPage)
  .then(async (page) => {
    if (page === null) return;
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    const { startApp } = await import('@/app/start-app');
    startApp({ container, builtInOtherLanguage, languageReady: page.languageReady });
  });
