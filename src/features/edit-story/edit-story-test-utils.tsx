// Test-only helpers for the Edit Story tests.
import type { RenderWithProvidersOptions } from '@/testing/render-with-providers';

/** Edit Story for one story (with navigation `state`), and stand-ins for where it may send her. */
export function editStoryRoute(id: string, state?: unknown) {
  return {
    route: { pathname: `/edit-story/${id}`, state },
    path: '/edit-story/:id',
    stubs: {
      '/share-story': <h1>Share stand-in</h1>,
      '/auth': <h1>Sign in stand-in</h1>,
    },
  } satisfies RenderWithProvidersOptions;
}
