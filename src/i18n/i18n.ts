/// <reference types="vite/client" />
// The interface language at run time: which catalogues are loaded, and switching between them.
// A catalogue is one language's text for one area of the app (lingui.config.ts): the shell's on
// every page, a feature's with its page, so a first visit fetches only the text it shows.
import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { type Locale, SOURCE_LOCALE, textDirection } from '@/i18n/locales';

type CatalogueModule = { messages: Messages };
type CatalogueLoader = () => Promise<CatalogueModule>;

// Each .po file becomes its own small chunk (compiled by @lingui/vite-plugin), fetched on demand.
// Every folder of src/locales but the pseudo-locales' is a real language (a test keeps the folders
// and LOCALES equal), so adding a language needs no edit here. The first script knows where the
// text of the frame and of the pages most visits start on is (Home, Stories, Resources, with the
// toasts and labels they show); the other areas' loaders come in a chunk of their own when one is
// first wanted (later-catalogues.ts), each costing the first script about 15 bytes a language.
const FIRST_VISIT_CATALOGUES = import.meta.glob<CatalogueModule>([
  '../locales/*/{shell,home,stories,resources,messages,labels}.po',
  '!../locales/{en-XA,ar-XB}/*.po',
]);
// Offered only in development and in builds made for the pseudo-locale checks.
const PSEUDO_CATALOGUES: Record<string, CatalogueLoader> =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALES === '1'
    ? import.meta.glob<CatalogueModule>(['../locales/{en-XA,ar-XB}/*.po', '!../locales/*/mails.po'])
    : {};

/** Whether this build offers the pseudo-locales. */
export const PSEUDO_LOCALES_ON = Object.keys(PSEUDO_CATALOGUES).length > 0;

let laterLoading: Promise<Record<string, CatalogueLoader>> | null = null;
/** The other areas' loaders, fetched once; after a failure (offline) the next need tries again. */
function laterCatalogues(): Promise<Record<string, CatalogueLoader>> {
  laterLoading ??= import('@/i18n/later-catalogues').then(
    (module) => module.LATER_CATALOGUES,
    (error: unknown) => {
      laterLoading = null;
      throw error;
    },
  );
  return laterLoading;
}

async function loaderFor(locale: Locale, area: string): Promise<CatalogueLoader | undefined> {
  const key = `../locales/${locale}/${area}.po`;
  return FIRST_VISIT_CATALOGUES[key] ?? PSEUDO_CATALOGUES[key] ?? (await laterCatalogues())[key];
}

/** The language the page is in, or is being put in (set before its catalogues arrive). */
let target: Locale = SOURCE_LOCALE;

/** Areas whose text is on screen now: a change of language loads all of them again. */
const areasInUse = new Set<string>(['shell']);
const loaded = new Set<string>();

/**
 * Loads the catalogues of `areas` in `locale` (once each). An area without a catalogue has no
 * text to translate yet and is skipped.
 */
export async function loadCatalogues(locale: Locale, areas: readonly string[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  await Promise.all(
    areas.map(async (area) => {
      const key = `${locale}/${area}`;
      if (loaded.has(key)) return;
      const load = await loaderFor(locale, area);
      if (!load) return;
      const { messages } = await load();
      // Lingui's provider re-renders the app on every load. A catalogue can arrive while React is
      // still taking the server's page over (the toasts' words, at her first tap): an urgent
      // update then would make React 18 throw the page's HTML away (error 421); a transition
      // waits for the page.
      startTransition(() => i18n.load(locale, messages));
      loaded.add(key);
    }),
  );
}

/** Loads an area in the active language, as a page's chunk arrives. */
export function loadArea(area: string): Promise<void> {
  return loadCatalogues(target, [area]);
}

/** The catalogue of toasts and errors (src/domain/messages.ts; see src/i18n/message.ts). */
export const MESSAGES_AREA = 'messages';

/**
 * Starts the app in `locale`: the shell's text, then activation. The page's own area comes with
 * its chunk (pages.ts). The toasts and errors, which Home never shows before she acts, come on
 * first use (loadMessages); pages that show one on their first render load them with their chunk.
 */
export async function startIn(locale: Locale): Promise<void> {
  target = locale;
  await loadCatalogues(locale, ['shell']);
  activate(locale);
}

/**
 * Loads the toasts' and errors' text in the active language: on their first use (a message
 * asked for, her first tap or focus: src/lib/toast.ts), not on a first visit's load.
 */
export function loadMessages(): Promise<void> {
  return loadArea(MESSAGES_AREA);
}

/** Makes `locale` the interface language, and tells the browser and screen readers. */
export function activate(locale: Locale): void {
  target = locale;
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    // Only what differs: setting <html>'s lang or dir, even to the value it has, restyles the
    // whole page (the stylesheet's :lang() and [dir] selectors), 36 ms on a phone 4x slower
    // when the start activates the language the server already wrote (bench/start-up-profile.ts).
    const root = document.documentElement;
    const dir = textDirection(locale);
    if (root.lang !== locale) root.lang = locale;
    if (root.dir !== dir) root.dir = dir;
  }
}

/** Switches to `locale` once the text of everything on screen has arrived in it. */
export async function switchTo(locale: Locale): Promise<void> {
  await loadCatalogues(locale, [...areasInUse]);
  activate(locale);
}

export { i18n };
