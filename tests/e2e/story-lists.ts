import type { Page } from '@playwright/test';

/**
 * Opens /stories, picks the tag chip `tag` and waits for the server's answer to that filter:
 * the ids it listed. Specs use a tag no other spec uses, so their story stays on the first page.
 */
export async function openStoriesTagged(page: Page, tag: string): Promise<string[]> {
  await page.goto('/stories');
  const listed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/stories?') &&
      new URL(response.url()).searchParams.get('tags') === tag,
  );
  await page.getByRole('button', { name: tag, exact: true }).click();
  const { stories } = (await (await listed).json()) as { stories: { id: string }[] };
  return stories.map((story) => story.id);
}
