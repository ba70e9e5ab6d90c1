// The interface language in component tests: every catalogue of a language loaded in one step,
// so a test renders at once instead of waiting for catalogue chunks.
import type { Messages } from '@lingui/core';
import { activate, i18n } from '@/i18n/i18n';
import type { RealLocale } from '@/i18n/locales';

const CATALOGUES = import.meta.glob<{ messages: Messages }>(
  ['../locales/*/*.po', '!../locales/{en-XA,ar-XB}/*.po', '!../locales/*/mails.po'],
  {
    eager: true,
  },
);

export function activateForTests(locale: RealLocale): void {
  for (const [path, { messages }] of Object.entries(CATALOGUES)) {
    if (path.startsWith(`../locales/${locale}/`)) i18n.load(locale, messages);
  }
  activate(locale);
}
