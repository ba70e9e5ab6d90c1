import { COPY } from '../../src/domain/copy';
import { ADMIN_COPY } from '../../src/domain/copy/admin';
import { SHARE_STORY_COPY } from '../../src/domain/copy/share-story';
import { STORIES_COPY } from '../../src/domain/copy/stories';

/** Every route (plus not-found; see docs/product.md) with the main heading a visitor sees there. */
export const ROUTE_HEADINGS: { path: string; heading: string | RegExp }[] = [
  { path: '/stories', heading: STORIES_COPY.storiesHeading },
  { path: '/share-story', heading: SHARE_STORY_COPY.shareHeading },
  // A visitor following an edit link is sent to sign in first.
  { path: '/edit-story/some-story-id', heading: COPY.signIn },
  { path: '/resources', heading: 'Verified Support Network' },
  { path: '/about', heading: 'About Sahas' },
  { path: '/faqs', heading: 'Frequently Asked Questions' },
  { path: '/auth', heading: COPY.signIn },
  { path: '/admin', heading: ADMIN_COPY.accessDenied },
  // Hers only: a visitor is sent to sign in first.
  { path: '/account', heading: COPY.signIn },
  { path: '/PrivacyPolicy', heading: COPY.privacyHeading },
  { path: '/termsandconditions', heading: COPY.termsHeading },
  { path: '/no-such-page', heading: 'Page not found' },
];
