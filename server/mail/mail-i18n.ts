// The account e-mails in her language. At start-up the server reads each language's `mails`
// catalogue (src/locales/<locale>/mails.po) and compiles it: tsx runs the server without Babel,
// so nothing is compiled at build time. Each language gets its own Lingui instance, apart from
// the SPA's global one. A missing file or message falls back to the English of MAIL_TEXTS, so a
// mail is always sent.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoPath } from '../repo-path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, type RealLocale } from '@/i18n/locales';
import { log } from '../logging/logger';
import { MAIL_TEXTS, type MailTextKey } from './mail-texts';

/** The catalogue area the e-mails' texts live in (lingui.config.ts). */
export const MAILS_AREA = 'mails';

const DEFAULT_LOCALES_DIR = repoPath('src/locales');

export type MailValues = Record<string, string>;

/** Formats one mail text in one language, its `{placeholders}` filled. */
export type MailTranslator = (locale: RealLocale, key: MailTextKey, values?: MailValues) => string;

/** One language's translations by key; empty when its file is missing or unreadable. */
async function readTranslations(dir: string, locale: RealLocale): Promise<Map<string, string>> {
  const filename = join(dir, locale, `${MAILS_AREA}.po`);
  let content: string;
  try {
    content = await readFile(filename, 'utf8');
  } catch {
    log.warn('Mail catalogue missing: those mails are sent in English', { locale });
    return new Map();
  }
  let catalogue: Awaited<ReturnType<ReturnType<typeof formatter>['parse']>>;
  try {
    catalogue = await formatter().parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename });
  } catch {
    log.warn('Mail catalogue unreadable: those mails are sent in English', { locale });
    return new Map();
  }
  const found = new Map<string, string>();
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.translation?.trim() && !entry.obsolete) found.set(id, entry.translation);
  }
  return found;
}

/** The `{placeholders}` a text uses: a translation that drops one would lose the link. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();
}

/** Each key compiled from its translation when it parses and keeps every link, else English. */
function compiled(locale: RealLocale, translations: Map<string, string>): Messages {
  const messages: Messages = {};
  for (const [key, english] of Object.entries(MAIL_TEXTS)) {
    const translation = translations.get(key);
    try {
      if (translation === undefined) throw new Error('untranslated');
      if (placeholders(translation).join() !== placeholders(english).join()) {
        throw new Error('placeholders differ');
      }
      messages[key] = compileMessageOrThrow(translation);
    } catch {
      if (translation !== undefined) {
        log.warn('Mail text unusable: sent in English', { locale, key });
      }
      messages[key] = compileMessageOrThrow(english);
    }
  }
  return messages;
}

/** Reads and compiles every language's mail catalogue from `dir` (src/locales by default). */
export async function loadMailTranslator(dir = DEFAULT_LOCALES_DIR): Promise<MailTranslator> {
  const instances = new Map<RealLocale, I18n>();
  for (const locale of LOCALES) {
    const messages = compiled(locale, await readTranslations(dir, locale));
    instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
  }
  return (locale, key, values) => {
    const i18n = instances.get(locale) ?? instances.get(SOURCE_LOCALE);
    return i18n ? i18n._(key, values) : MAIL_TEXTS[key];
  };
}

// Started when the server starts (createAuth asks for it), awaited by each mail.
let shared: Promise<MailTranslator> | undefined;

export function mailTranslator(): Promise<MailTranslator> {
  shared ??= loadMailTranslator();
  return shared;
}
