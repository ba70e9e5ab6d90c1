// The Stories page in Hindi (issue 15, slice 2): a Hindi reader filters by a tag named in Hindi,
// likes a story and reports it with a Hindi reason. The Hindi comes from the catalogues.
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { createStoryViaApi, signUpAndSignIn } from './session';

// The stored tag: the chip shows its Hindi label.
const TAG = 'Healing';

test('a Hindi reader filters by a Hindi tag, likes a story and reports it', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'hi');
  await signUpAndSignIn(page, 'hindi-stories');
  const title = `Read in Hindi ${Date.now()}`;
  await createStoryViaApi(page, { title, content: 'Written in English.', tags: [TAG] });

  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hindi('stories', 'Stories of Strength'),
  );
  const filters = page.getByRole('group', { name: hindi('stories', 'Filter by tag') });
  const chip = filters.getByRole('button', { name: hindi('labels', TAG), exact: true });
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('tags') === TAG,
  );
  await chip.click();
  await listed;
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('list', { name: hindi('shell', 'Tags') })).toHaveText(
    hindi('labels', TAG),
  );
  await card.getByRole('button', { name: new RegExp(`^${hindi('stories', 'Like')}`) }).click();
  await expect(page.getByText(hindi('messages', 'reactionAdded'))).toBeVisible();

  await card.getByRole('button', { name: hindi('stories', 'Report story') }).click();
  await card.getByRole('radio', { name: hindi('labels', 'Harassment or hate') }).check();
  await card.getByRole('button', { name: hindi('stories', 'Send report') }).click();
  await expect(page.getByText(hindi('messages', 'reportAdded'))).toBeVisible();
  await expect(card.getByRole('button', { name: hindi('stories', 'Reported') })).toBeDisabled();
});
