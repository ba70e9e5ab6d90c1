// The language of an account e-mail: the language of the request that asked for it, chosen as
// for the HTML pages (the nf_lang cookie, else Accept-Language, else English).
import type { RealLocale } from '@/i18n/locales';
import { readerLocale } from '../http/prerendered-pages';

/** Her language, from the request better-auth passes to its mail callbacks (none: English). */
export function mailLocale(request: Request | undefined): RealLocale {
  return readerLocale({
    cookie: request?.headers.get('cookie'),
    acceptLanguage: request?.headers.get('accept-language'),
  });
}
