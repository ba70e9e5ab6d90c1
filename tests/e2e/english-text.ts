// The English the browser must show where the app builds text from lists (the navigation, the
// hero): the specification's wording, written out here because the app's own lists are Lingui
// messages that only its build compiles.

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/stories', label: 'Stories' },
  { to: '/share-story', label: 'Share your Story' },
  { to: '/resources', label: 'Resources' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/about', label: 'About' },
] as const;

export const HERO_PHRASES = [
  'Your voice has power',
  'Courage grows when it is shared',
  'You are not alone',
  'Every story breaks the silence',
  'Healing begins with being heard',
  'Together we are stronger',
] as const;
