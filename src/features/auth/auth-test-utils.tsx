// Test-only helpers for the auth page tests.
import type { RenderWithProvidersOptions } from '@/testing/render-with-providers';

/** The auth page, and stand-ins for the pages it sends her to once she is signed in. */
export const AUTH_ROUTE = {
  route: '/auth',
  stubs: {
    '/': <p>Home screen</p>,
    '/share-story': <p>Share Story screen</p>,
    '/stories': <p>Stories screen</p>,
  },
} satisfies RenderWithProvidersOptions;
