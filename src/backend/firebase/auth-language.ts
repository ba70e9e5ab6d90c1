// Firebase sends its own verification and reset e-mails, from the console's template for the
// Auth instance's language: set to the interface language before each one, they come in hers.
import { i18n } from '@lingui/core';
import type { Auth } from 'firebase/auth';
import { isRealLocale, SOURCE_LOCALE } from '@/i18n/locales';

/** Puts Firebase's next e-mail in the interface language (a pseudo-locale or none: English). */
export function mailInInterfaceLanguage(auth: Pick<Auth, 'languageCode'>): void {
  auth.languageCode = isRealLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
