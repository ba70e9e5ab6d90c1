/// <reference types="vite/client" />
// The catalogues of the areas a first visit seldom starts in (About, the FAQ, the legal texts, sign
// in, the story forms, her account, her journal, moderation), in every language: a chunk of its
// own, fetched when one of them is first wanted (src/i18n/i18n.ts), so the app's first script does
// not carry their loaders (0.9 KB gzip with six languages). An area not named in i18n.ts's
// FIRST_VISIT glob lands here, wherever it is added.
import type { Messages } from '@lingui/core';

export const LATER_CATALOGUES = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/*/{shell,home,stories,resources,messages,labels}.po',
  '!../locales/{en-XA,ar-XB}/*.po',
  // The account e-mails' text, which only the server reads (server/mail/mail-i18n.ts).
  '!../locales/*/mails.po',
]);
