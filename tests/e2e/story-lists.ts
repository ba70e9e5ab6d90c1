import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { SUPPORT_MESSAGES } from '../../src/domain/support-messages';
import type { Say } from './session';

/**
 * Opens /stories, picks the tag chip `tag` (named `chip` in the page's language) and waits for the
 * server's answer to that filter: the ids it listed. Specs use a tag no other spec uses, so their
 * story stays on the first page.
 */
export async function openStoriesTagged(page: Page, tag: string, chip = tag): Promise<string[]> {
  await page.goto('/stories');
  const listed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/stories?') &&
      new URL(response.url()).searchParams.get('tags') === tag,
  );
  await page.getByRole('button', { name: chip, exact: true }).click();
  const { stories } = (await (await listed).json()) as { stories: { id: string }[] };
  return stories.map((story) => story.id);
}

/** Reports the story on `card` for `reason` with its own Report button, named as `say` says. */
export async function reportOnCard(card: Locator, reason: string, say: Say = (_, text) => text) {
  await card.getByRole('button', { name: say('stories', 'Report story') }).click();
  await card.getByRole('radio', { name: say('labels', reason) }).check();
  await card.getByRole('button', { name: say('stories', 'Send report') }).click();
}

/** Any of the messages Send Support sends, as its toast says it. */
export const SUPPORT_SENT = new RegExp(
  SUPPORT_MESSAGES.map(({ key }) => MESSAGES[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
);
