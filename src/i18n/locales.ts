// The interface languages and how one is chosen. Pure: shared by the SPA, the build's prerender
// and the self-hosted server, which all have to agree on the reader's language.

/** The language the code is written in; every other catalogue translates it. */
export const SOURCE_LOCALE = 'en';

/**
 * The interface languages, in the switcher's order: each named in its own script (what the
 * switcher shows, so she finds hers whatever language the page is in) and that script's ISO 15924
 * code (the tests check her pages and mails are written in it). Adding a language is one entry
 * here and its catalogues (docs/translating.md, "Adding a language"); TypeScript and the tests
 * then ask for the rest (Suggest Tags keywords, the prerendered pages' redirects on Netlify).
 */
const LANGUAGES = {
  en: { name: 'English', script: 'Latn' },
  hi: { name: 'हिन्दी', script: 'Deva' },
  bn: { name: 'বাংলা', script: 'Beng' },
  mr: { name: 'मराठी', script: 'Deva' },
  te: { name: 'తెలుగు', script: 'Telu' },
  ta: { name: 'தமிழ்', script: 'Taml' },
} as const satisfies Record<string, { name: string; script: string }>;

export type RealLocale = keyof typeof LANGUAGES;

/** Languages a reader can choose. */
export const LOCALES = Object.keys(LANGUAGES) as [RealLocale, ...RealLocale[]];

/**
 * Accented, lengthened English and a right-to-left stand-in: they show an untranslated string,
 * text that overflows when a translation runs longer, and a layout that breaks right to left.
 * Offered only in development and in builds made with VITE_PSEUDO_LOCALES=1.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type Locale = RealLocale | PseudoLocale;

export const LOCALE_NAMES: Record<Locale, string> = {
  ...(Object.fromEntries(LOCALES.map((locale) => [locale, LANGUAGES[locale].name])) as Record<
    RealLocale,
    string
  >),
  'en-XA': 'Ëñĝļîšħ (pseudo)',
  'ar-XB': 'RTL (pseudo)',
};

/** The ISO 15924 code of the script `locale` is written in ("Deva" for Hindi). */
export function scriptOf(locale: RealLocale): string {
  return LANGUAGES[locale].script;
}

/**
 * The cookie that keeps a language she chose in the switcher (never one only detected). Netlify's
 * `Language` redirect condition reads a cookie of this name, so one cookie serves both hosts.
 */
export const LANGUAGE_COOKIE = 'nf_lang';

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar-XB']);

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

export function isRealLocale(value: unknown): value is RealLocale {
  return (LOCALES as readonly unknown[]).includes(value);
}

export function isLocale(value: unknown, allowPseudo = false): value is Locale {
  return (
    isRealLocale(value) || (allowPseudo && (PSEUDO_LOCALES as readonly unknown[]).includes(value))
  );
}

/** The language of a tag we support: "hi-IN" → "hi", "en-XA" (when allowed) → itself. */
function supported(tag: string, allowPseudo: boolean): Locale | null {
  const trimmed = tag.trim();
  if (allowPseudo) {
    const pseudo = PSEUDO_LOCALES.find((locale) => locale.toLowerCase() === trimmed.toLowerCase());
    if (pseudo) return pseudo;
  }
  const base = trimmed.split('-')[0]?.toLowerCase();
  return isLocale(base) ? base : null;
}

/**
 * Her language: the one she chose (the cookie), else the first of the browser's languages we
 * have, else English.
 */
export function pickLocale(
  saved: string | null | undefined,
  browser: readonly string[],
  allowPseudo = false,
): Locale {
  if (saved && isLocale(saved, allowPseudo)) return saved;
  for (const tag of browser) {
    const locale = supported(tag, allowPseudo);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** An Accept-Language header's tags, most wanted first ("hi;q=0.9, en;q=0.8" → hi, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
