import { COPY } from '../../src/domain/copy';

/** Every route (plus not-found; see docs/product.md) with the main heading a visitor sees there. */
export const ROUTE_HEADINGS: { path: string; heading: string | RegExp }[] = [
  { path: '/stories', heading: 'Stories of Strength' },
  { path: '/share-story', heading: 'Share Your Story' },
  // A visitor following an edit link is sent to sign in first.
  { path: '/edit-story/some-story-id', heading: COPY.signIn },
  { path: '/resources', heading: 'Verified Support Network' },
  { path: '/about', heading: 'About Sahas' },
  { path: '/faqs', heading: 'Frequently Asked Questions' },
  { path: '/auth', heading: COPY.signIn },
  { path: '/admin', heading: 'Access Denied' },
  // Hers only: a visitor is sent to sign in first.
  { path: '/account', heading: COPY.signIn },
  { path: '/PrivacyPolicy', heading: COPY.privacyHeading },
  { path: '/termsandconditions', heading: COPY.termsHeading },
  { path: '/no-such-page', heading: 'Page not found' },
];
