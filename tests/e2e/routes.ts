import { COPY } from '../../src/domain/copy';

/** Every route of spec §2 (plus not-found) with the main heading a visitor sees there. */
export const ROUTE_HEADINGS: { path: string; heading: string | RegExp }[] = [
  { path: '/stories', heading: COPY.storiesHeading },
  { path: '/share-story', heading: COPY.shareHeading },
  // A visitor following an edit link is sent to sign in first.
  { path: '/edit-story/some-story-id', heading: COPY.signIn },
  { path: '/resources', heading: COPY.resourcesHeading },
  { path: '/about', heading: COPY.aboutHeading },
  { path: '/faqs', heading: COPY.faqsHeading },
  { path: '/auth', heading: COPY.signIn },
  { path: '/admin', heading: COPY.accessDenied },
  { path: '/PrivacyPolicy', heading: COPY.privacyHeading },
  { path: '/termsandconditions', heading: COPY.termsHeading },
  { path: '/no-such-page', heading: COPY.notFoundHeading },
];
