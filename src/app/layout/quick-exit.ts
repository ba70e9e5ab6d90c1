// The quick exit: leave Sahas at once for a neutral site, and take with her what the tab kept.
import { msg } from '@lingui/core/macro';
import { PENDING_EXIT_KEY } from '@/app/layout/quick-exit-pending';
import { QUICK_EXIT_DEFAULT_URL } from '@/domain/limits';
import { i18n } from '@/i18n/i18n';
import { clearSavedLanguage } from '@/i18n/language-cookie';
import { releaseSessionSecrets } from '@/lib/after-sign-out';
import { clearStorage } from '@/lib/browser-storage';
import { forgetAllData } from '@/lib/data-layer/forget-data';
import { clearCaches, endServiceWorkers } from '@/lib/service-worker-caches';

/** The neutral site: VITE_QUICK_EXIT_URL when it is an http(s) address, else a weather site. */
export function quickExitUrl(configured: unknown = import.meta.env.VITE_QUICK_EXIT_URL): string {
  if (typeof configured !== 'string') return QUICK_EXIT_DEFAULT_URL;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href
      : QUICK_EXIT_DEFAULT_URL;
  } catch {
    return QUICK_EXIT_DEFAULT_URL;
  }
}

// The part of the Navigation API the exit uses (not yet in TypeScript's DOM types).
interface VisitEntry {
  index: number;
  getState(): unknown;
}

interface VisitHistory {
  currentEntry: VisitEntry | null;
  entries?(): VisitEntry[];
  updateCurrentEntry?(options: { state: unknown }): void;
  addEventListener?(type: 'currententrychange', listener: () => void): void;
}

function visitHistory(): VisitHistory | undefined {
  return (window as { navigation?: VisitHistory }).navigation;
}

// Each history entry the app is shown in carries this in its Navigation API state (which the
// browser keeps with the entry across documents), so the exit can tell the app's entries from
// other pages of the same origin opened in the tab: a JSON answer of the API, a photo, a proxy's
// error page. Going back into one of those would stop there, since none runs the exit's code.
const APP_ENTRY_STATE = 'sahas.app-entry';

function isAppEntry(entry: VisitEntry | null | undefined): boolean {
  try {
    return entry?.getState() === APP_ENTRY_STATE;
  } catch {
    return false;
  }
}

/** Marks the entry the app is now shown in (on start, and after every change of entry). */
function markAppEntry(): void {
  const navigation = visitHistory();
  if (!navigation?.currentEntry || isAppEntry(navigation.currentEntry)) return;
  try {
    navigation.updateCurrentEntry?.({ state: APP_ENTRY_STATE });
  } catch {
    // A document being unloaded refuses it; the exit then counts entries as without marks.
  }
}

/**
 * How many entries of this visit lie behind the current one: back to the first entry the app
 * was shown in. The Navigation API lists the tab's same-origin entries contiguous with this one,
 * across reloads and full page loads (a tap before the app is ready), so it counts the whole
 * visit; of those, only an entry marked as the app's is a place to leave from, since the exit
 * goes on only in a document that runs it. Same-origin pages before that entry stay behind it
 * (Back from the neutral site shows one), which is better than stopping on one. Where a browser
 * lacks the API, React Router's numbering (`history.state.idx`, 0 for the first) counts the
 * entries since the last full load.
 */
function visitIndex(): number {
  const navigation = visitHistory();
  const current = navigation?.currentEntry;
  const currentIndex = entryIndex(current?.index);
  if (navigation && current && currentIndex !== null) {
    // Without marks (a browser refusing them) every same-origin entry counts, as before them.
    if (!isAppEntry(current) || typeof navigation.entries !== 'function') return currentIndex;
    const first = navigation
      .entries()
      .find((entry) => entry.index <= currentIndex && isAppEntry(entry));
    return first ? currentIndex - first.index : 0;
  }
  const state = window.history.state as { idx?: unknown } | null;
  return entryIndex(state?.idx) ?? 0;
}

function entryIndex(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

// How long to wait for the browser to go back before leaving from where she is.
const TRAVERSAL_WAIT_MS = 3000;

/**
 * Empties the storage this origin keeps: drafts, votes, the language cookie, anything a cache or a library stored, and
 * the service worker with its public precache (the next visit installs them again).
 */
export function clearBrowserStorage(): void {
  // Her notes lock (their key leaves memory), and what the screens loaded goes from memory too.
  releaseSessionSecrets();
  forgetAllData();
  clearStorage('sessionStorage');
  clearStorage('localStorage');
  // Her language choice too: a phone set to Hindi still gets Hindi from its browser language.
  clearSavedLanguage();
  // Asynchronous APIs: started now, they finish while the browser leaves (or on the way back).
  // The service worker is told to delete the caches too: the browser lets it finish after the
  // page is gone, which the page's own deletion may not (a slow phone).
  void endServiceWorkers().catch(() => undefined);
  void clearCaches({ everything: true }).catch(() => undefined);
  if (typeof window.indexedDB?.databases === 'function') {
    void window.indexedDB
      .databases()
      .then((databases) => {
        for (const { name } of databases) if (name) window.indexedDB.deleteDatabase(name);
      })
      .catch(() => undefined);
  }
}

// What a fresh tab is called, in the language she reads the site in. A page the exit only passes
// through has no language loaded yet (resumeQuickExit runs before the app starts): English there.
const BLANK_TAB_TITLE = msg`New Tab`;
const BLANK_TAB_TITLE_BEFORE_START = 'New Tab';

function blankTabTitle(): string {
  return i18n.locale ? i18n._(BLANK_TAB_TITLE) : BLANK_TAB_TITLE_BEFORE_START;
}

// Set once the page is blanked. React keeps running in the detached tree while the tab walks back
// through history, so code that would put Sahas back on show (a page title) checks this first.
let leaving = false;

/** True once a quick exit has started in this document. */
export function quickExitUnderway(): boolean {
  return leaving;
}

/** Shows nothing of Sahas from this moment: an empty page with a neutral title. */
function blankPage(): void {
  leaving = true;
  document.title = blankTabTitle();
  // A fresh body leaves React's tree detached (it keeps running, harmlessly, until the page goes).
  const blank = document.createElement('body');
  blank.style.background = '#ffffff';
  document.body.replaceWith(blank);
  document.documentElement.style.background = '#ffffff';
}

export interface QuickExitOptions {
  /** Ends the session; not awaited, so a slow network never holds her on the page. */
  signOut: () => Promise<void>;
  url?: string;
  /** Replaces the current history entry with the neutral site (tests pass a stand-in). */
  leave?: (url: string) => void;
}

function replaceWithNeutral(url: string): void {
  window.location.replace(url);
}

/**
 * Goes back to the first entry of this visit to Sahas, then replaces it with the neutral site.
 * Within this document the way back ends in popstate; across documents the page unloads and the
 * document loaded there picks the exit up from the pending mark (resumeQuickExit).
 */
function leaveThroughFirstEntry(url: string, leave: (url: string) => void): void {
  let left = false;
  const finish = () => {
    if (left) return;
    left = true;
    clearStorage('sessionStorage');
    leave(url);
  };
  const steps = visitIndex();
  if (steps === 0) {
    finish();
    return;
  }
  try {
    window.sessionStorage.setItem(PENDING_EXIT_KEY, url);
  } catch {
    // Without storage the exit cannot follow her across documents; the fallback below leaves.
  }
  window.addEventListener('popstate', finish, { once: true });
  window.setTimeout(finish, TRAVERSAL_WAIT_MS);
  window.history.go(-steps);
}

/**
 * Blanks the page, clears storage, ends the session and replaces Sahas in the tab's history with
 * the neutral site, all without waiting for the network.
 *
 * Back must not lead to Sahas. `location.replace` only swaps the current entry, so first the tab
 * goes back over the entries of this visit (visitIndex) to the one Sahas was opened in, and that
 * entry is replaced. The trade-off: those entries stay reachable with
 * Forward from the neutral site, entries of an earlier visit (before she went elsewhere and came
 * back) stay too, and the browser's own history list keeps its record; no page can erase those.
 */
export function quickExit({
  signOut,
  url = quickExitUrl(),
  leave = replaceWithNeutral,
}: QuickExitOptions): void {
  blankPage();
  // The sign-out's request first: on its way before the clearing below keeps the service
  // worker (which every request of the page passes) busy, and before the page starts to go.
  void signOut().catch(() => undefined);
  clearBrowserStorage();
  leaveThroughFirstEntry(url, leave);
}

/** Goes on with a quick exit that went back into this document; true when one was pending. */
export function resumeQuickExit(leave: (url: string) => void = replaceWithNeutral): boolean {
  let pending: string | null = null;
  try {
    pending = window.sessionStorage.getItem(PENDING_EXIT_KEY);
  } catch {
    return false;
  }
  if (pending === null) return false;
  blankPage();
  clearBrowserStorage();
  leaveThroughFirstEntry(quickExitUrl(pending), leave);
  return true;
}

// Before the app starts (a step of its own in src/main.tsx), and whenever the browser restores a
// page from its back/forward cache. Resuming swaps the body, so main.tsx then finds #root gone and
// the app never starts on a page that is only passing through.
if (typeof window !== 'undefined') {
  if (!resumeQuickExit()) markAppEntry();
  visitHistory()?.addEventListener?.('currententrychange', () => {
    if (!leaving) markAppEntry();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resumeQuickExit();
  });
}
