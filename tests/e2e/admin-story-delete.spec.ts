import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from '../../src/domain/messages';
import { blockingViolations } from './axe';
import { openStoriesTagged } from './story-lists';
import { runId } from './outbox';
import { newPage, signInAsAdmin, signUpAndSignIn, storiesByAnother } from './session';

// A tag no other spec uses, so the story stays on the first page of its filter.
const TAG = 'Mental Health';

const openFiltered = (page: Page) => openStoriesTagged(page, TAG);

test('an admin deletes a story nobody reported from the Stories page', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const run = runId();
  const title = `Unreported story ${run}`;
  const kept = `Another story ${run}`;
  const [storyId = ''] = await storiesByAnother('admin-delete-author', [
    { title, content: 'A story that names someone by mistake.', tags: [TAG] },
    { title: kept, content: 'Still here.', tags: [TAG] },
  ]);

  // A signed-in reader who is not an admin: no Delete on others' stories.
  const reader = await newPage(browser);
  await signUpAndSignIn(reader, 'admin-delete-reader');
  expect(await openFiltered(reader)).toContain(storyId);
  const readerCard = reader.getByRole('article', { name: title });
  await expect(readerCard.getByRole('button', { name: 'Like', exact: false })).toBeVisible();
  await expect(readerCard.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await reader.context().close();

  // The admin deletes it from /stories, after the moderation dashboard's question.
  await signInAsAdmin(page);
  expect(await openFiltered(page)).toContain(storyId);
  const card = page.getByRole('article', { name: title });
  const deleteButton = card.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteButton).toHaveAccessibleDescription(title);
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
  await expect(dialog).toContainText(
    `Delete the story "${title}"? Its reactions and reports will be deleted with it. This cannot be undone.`,
  );
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(message('adminStoryDeleted', { title }))).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article', { name: kept })).toBeVisible();
  // Focus stays in the list, not on the page body.
  await expect(page.getByRole('article', { name: kept })).toBeFocused();

  // Gone for everyone.
  const visitor = await newPage(browser);
  const ids = await openFiltered(visitor);
  expect(ids).not.toContain(storyId);
  await expect(visitor.getByRole('article', { name: kept })).toBeVisible();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
  expect((await visitor.request.get(`/api/stories/${storyId}`)).status()).toBe(404);
  await visitor.context().close();
});
