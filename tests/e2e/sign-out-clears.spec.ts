import { expect, test } from './fixtures';
import { mainNav, signedInAt, signIn, signOut } from './session';

// On a shared phone, the next person must not find her unsent story after she signs out.
test('Sign Out leaves no unsent story on screen, nor after signing in again', async ({ page }) => {
  const email = await signedInAt(page, '/', 'sign-out-clears');
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'Share your Story', exact: true }).click();
  await expect(page).toHaveURL(/\/share-story$/);
  const title = page.getByLabel('Title');
  const story = page.getByLabel('Your Story');
  await title.fill('Not sent yet');
  await story.fill('Something only I should read.');

  await signOut(page);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/share-story$/);
  await expect(title).toHaveValue('');
  await expect(story).toHaveValue('');
  await expect(page.getByText('Something only I should read.')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await signIn(page, email);
  await nav.getByRole('link', { name: 'Share your Story', exact: true }).click();
  await expect(title).toHaveValue('');
  await expect(story).toHaveValue('');
});
