/** Every route (plus not-found; see docs/product.md) with the main heading a visitor sees there. */
export const ROUTE_HEADINGS: { path: string; heading: string | RegExp }[] = [
  { path: '/stories', heading: 'Stories of Strength' },
  { path: '/share-story', heading: 'Share Your Story' },
  // A visitor following an edit link is sent to sign in first.
  { path: '/edit-story/some-story-id', heading: 'Sign In' },
  { path: '/resources', heading: 'Verified Support Network' },
  { path: '/about', heading: 'About Sahas' },
  { path: '/faqs', heading: 'Frequently Asked Questions' },
  { path: '/auth', heading: 'Sign In' },
  { path: '/admin', heading: 'Access Denied' },
  // Hers only: a visitor is sent to sign in first.
  { path: '/account', heading: 'Sign In' },
  { path: '/journal', heading: 'Sign In' },
  { path: '/safety-plan', heading: 'Sign In' },
  { path: '/PrivacyPolicy', heading: 'Privacy Policy' },
  { path: '/termsandconditions', heading: 'Terms and Conditions' },
  { path: '/no-such-page', heading: 'Page not found' },
];
