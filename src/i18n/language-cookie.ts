// Her chosen interface language, kept in a cookie so the server (and Netlify) can send the page
// already in it on her next visit. Written only when she picks a language in the switcher, never
// for a language merely detected from the browser, and cleared by Quick exit.
import { cookieValue, LANGUAGE_COOKIE } from '@/i18n/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function savedLanguage(): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, LANGUAGE_COOKIE);
}

export function saveLanguage(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function clearSavedLanguage(): void {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
