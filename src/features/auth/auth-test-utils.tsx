// Test-only helpers for the auth page tests.
import type { RenderWithProvidersOptions } from '@/testing/render-with-providers';

/** The auth page, and a stand-in for the home page it sends a signed-in user to. */
export const AUTH_ROUTE = {
  route: '/auth',
  stubs: { '/': <p>Home screen</p> },
} satisfies RenderWithProvidersOptions;
