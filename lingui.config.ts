// Lingui's configuration: which languages have catalogues, and which code each catalogue holds.
// One PO file per area and language (src/locales/<locale>/<area>.po), so a page loads only its
// own text: the shell's on every visit, a feature's with its chunk. See docs/i18n-design.md.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { keyedMessagesExtractor } from './scripts/i18n-keyed-extractor.ts';
import { LOCALES, PSEUDO_LOCALES, SOURCE_LOCALE } from './src/i18n/locales.ts';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  // The pseudo-locales' catalogues are generated (npm run i18n:pseudo) and never committed.
  locales: [...LOCALES, ...PSEUDO_LOCALES],
  // A message missing in a language shows its English, never its id.
  fallbackLocales: { default: SOURCE_LOCALE },
  // The first extractor that matches a file reads it: MESSAGES by key, the rest by macro.
  extractors: [keyedMessagesExtractor, babelExtractor],
  catalogs: [
    // Toasts and errors, keyed by the codes the server sends (src/domain/messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/domain/messages.ts'],
    },
    // The account e-mails the self-hosted server sends, keyed (server/mail/mail-texts.ts).
    {
      path: '<rootDir>/src/locales/{locale}/mails',
      include: ['<rootDir>/server/mail/mail-texts.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/ui/', '<rootDir>/src/lib/'],
    },
    // The story form's and the password's pieces, which Share, Edit, Sign In and Account show:
    // kept out of the shell, which every page (Home) loads.
    {
      path: '<rootDir>/src/locales/{locale}/forms',
      include: ['<rootDir>/src/components/forms/'],
    },
    // The labels of stored vocabularies (story tags, report reasons, NGO categories), which
    // several pages show but Home does not.
    {
      path: '<rootDir>/src/locales/{locale}/labels',
      include: ['<rootDir>/src/components/labels/'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
  ],
  // The empty headers are written up front: otherwise a new catalogue gains them on its second
  // extraction, and the catalogue check (extract, then compare with git) fails once.
  format: formatter({
    lineNumbers: false,
    customHeaderAttributes: {
      'Project-Id-Version': '',
      'Report-Msgid-Bugs-To': '',
      'PO-Revision-Date': '',
      'Last-Translator': '',
      'Language-Team': '',
      'Plural-Forms': '',
    },
  }),
  orderBy: 'message',
});
