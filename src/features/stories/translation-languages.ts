// The translate select's languages, named in the interface language. The browser names them
// (Intl.DisplayNames), so they need no catalogue entries; English keeps the spec's names
// ("Bengali", where browsers say "Bangla"), as do the pseudo-locales, which are English.
import { isRealLocale, SOURCE_LOCALE } from '@/i18n/locales';
import { TRANSLATION_LANGUAGES, type LanguageCode } from '@/domain/vocabularies';

export interface NamedLanguage {
  code: LanguageCode;
  name: string;
}

const byLocale = new Map<string, readonly NamedLanguage[]>();

function namesIn(locale: string): readonly NamedLanguage[] {
  let names: Intl.DisplayNames | null = null;
  if (isRealLocale(locale) && locale !== SOURCE_LOCALE) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
  }
  // Her own language first: the one she most likely wants a story in.
  const own = TRANSLATION_LANGUAGES.filter((language) => language.code === locale);
  const others = TRANSLATION_LANGUAGES.filter((language) => language.code !== locale);
  return [...own, ...others].map(({ code, name }) => ({
    code,
    name: names?.of(code) ?? name,
  }));
}

/** The 12 translate languages for a reader of `locale`: hers first, each named in it. */
export function translationLanguages(locale: string): readonly NamedLanguage[] {
  let list = byLocale.get(locale);
  if (!list) {
    list = namesIn(locale);
    byLocale.set(locale, list);
  }
  return list;
}

/** One translate language's name in `locale`. */
export function translationLanguageName(locale: string, code: LanguageCode): string {
  return translationLanguages(locale).find((language) => language.code === code)?.name ?? code;
}
