// Test-only helpers for the Edit Story tests, which run against the real server in process
// (src/testing/test-backend.ts): her story is shared through her own browser first.
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { BackendPort, StoryInput } from '@/backend/port';
import type { Story } from '@/domain/entities';
import EditStoryPage from '@/features/edit-story/edit-story-page';
import {
  currentLocation,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@/testing/render-with-providers';
import { standInHelpers } from '@/testing/stand-in-helpers';
import { startTestBackend, type TestBackend } from '@/testing/test-backend';

/** Her address: she is signed in and wrote the story. */
export const HER = 'her@example.org';

/** One story's address on the server, for the test network. */
export const ONE_STORY = /^\/api\/stories\/[^/?]+$/;

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

export interface EditStoryOptions {
  /** Her story's fields ('My first title', 'What I first wrote.', Recovery by default). */
  story?: Partial<StoryInput>;
  /** Files she attached when she shared it, uploaded first (their URLs come before `mediaUrls`). */
  media?: File[];
  /**
   * The navigation state the page opens with, from her saved story (Your Stories hands it over
   * as `{ story }`); none by default, as a link or a reload opens it.
   */
  state?: (story: Story) => unknown;
  /**
   * Translate and Fix Grammar offered (stand-in providers: ' (corrected)' added); a server
   * without them is kept from test to test, one with them is made anew.
   */
  helpers?: boolean;
  /** Another id to open than her story's. */
  id?: (started: TestBackend, story: Story) => Promise<string> | string;
  /** STORY_REVIEW on the test server; off when absent. */
  storyReview?: 'off' | 'first' | 'all';
}

/** Her story on the test server and Edit Story opened on it. */
export async function renderEditStoryPage(options: EditStoryOptions = {}) {
  const started = await startTestBackend({
    signedIn: HER,
    helpers: options.helpers ? standInHelpers() : undefined,
    ...(options.storyReview ? { storyReview: options.storyReview } : {}),
  });
  const uploaded = await Promise.all(
    (options.media ?? []).map((file) => started.backend.media.upload(file)),
  );
  const created = await started.backend.stories.create({
    title: 'My first title',
    content: 'What I first wrote.',
    tags: ['Recovery'],
    ...options.story,
    mediaUrls: [...uploaded, ...(options.story?.mediaUrls ?? [])],
  });
  // As Your Stories has it (and hands it over): from her own list, marked hers.
  const story = (await started.backend.stories.mine()).find((mine) => mine.id === created.id);
  if (!story) throw new Error('Her story is not in her list');
  const id = options.id ? await options.id(started, story) : story.id;
  started.network.forget();
  renderWithProviders(<EditStoryPage />, {
    ...editStoryRoute(id, options.state?.(story)),
    backend: started.backend,
  });
  return { ...started, story, user: userEvent.setup({ applyAccept: false }) };
}

/** Her story as the server keeps it now, read through her browser. */
export async function savedStory(
  page: { backend: BackendPort },
  id: string,
): Promise<Story | null> {
  return page.backend.stories.get(id);
}

/** The texts of the toasts on screen (each is marked with role status + aria-live). */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[role="status"][aria-live]')).map(
    (element) => element.textContent ?? '',
  );
}

export async function expectToast(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export function currentPath() {
  return currentLocation().pathname;
}
