// Test-only helpers for the Stories page tests: the page in a browser of a test server (the real
// self-hosted server in process, through the SPA's HTTP adapter), and the stories seeded on it.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { BackendPort } from '@/backend/port';
import type { Story } from '@/domain/entities';
import StoriesPage from '@/features/stories/stories-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { seedStory, type SeedStoryOptions } from '@/testing/seed';
import type { TestServer } from '@/testing/server-side';

/** The Stories page at /stories in the browser whose port is `backend`. */
export function showStoriesPage(backend: BackendPort): void {
  renderWithProviders(<StoriesPage />, { route: '/stories', backend });
}

/**
 * Stories by someone else, listed newest first in the order given: the first is the newest.
 * Untitled ones default to 'Story n' and 'This is story number n.'.
 */
export async function seedListed(
  server: TestServer,
  stories: readonly SeedStoryOptions[],
): Promise<Story[]> {
  const made: Story[] = [];
  for (let index = stories.length - 1; index >= 0; index--) {
    const n = index + 1;
    made.unshift(
      await seedStory(server, {
        title: `Story ${n}`,
        content: `This is story number ${n}.`,
        ...stories[index],
      }),
    );
  }
  return made;
}

/** The story cards shown, by title. */
export function titles(): (string | null)[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

export function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** Waits until the list (page one) has arrived: its loading line, in any language, is gone. */
export async function waitForStories(loading = 'Loading stories...'): Promise<void> {
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
}
