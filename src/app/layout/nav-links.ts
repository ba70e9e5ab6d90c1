// The pages the navigation bar and the footer link to, each named in the reader's language.
import { msg } from '@lingui/core/macro';

export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/stories', label: msg`Stories` },
  { to: '/share-story', label: msg`Share your Story` },
  { to: '/resources', label: msg`Resources` },
  { to: '/faqs', label: msg`FAQs` },
  { to: '/about', label: msg`About` },
] as const;

export const TAGLINE = msg`Your story. Your strength.`;
