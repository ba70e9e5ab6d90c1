// The Stories page in Hindi (issue 15, slice 2): a Hindi reader filters by a tag named in Hindi,
// likes a story and reports it with a Hindi reason. The Hindi comes from the catalogues.
import { MESSAGES } from '../../src/domain/messages';
import { SUPPORT_MESSAGES } from '../../src/domain/support-messages';
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shotsInto } from './review-shots';
import { createStoryViaApi, signUpAndSignIn } from './session';

const shot = shotsInto(process.env.SHOTS_DIR);

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

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // Issue 34, item 3: the encouragements came in English whatever her language.
  test('Send Support encourages a Hindi reader in Hindi', async ({ page, context }) => {
    await chooseLanguage(context, 'hi');
    await signUpAndSignIn(page, 'hindi-support');
    const title = `Support in Hindi ${Date.now()}`;
    await createStoryViaApi(page, { title, content: 'Written in English.' });

    await page.goto('/stories');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: hindi('stories', 'Send Support') }).click();
    const inHindi = SUPPORT_MESSAGES.map(({ key }) => hindi('messages', key));
    const inEnglish = SUPPORT_MESSAGES.map(({ key }) => MESSAGES[key]);
    // Whichever of the fifteen was drawn, in either language: then which language it is in.
    const either = [...inHindi, ...inEnglish].map((text) =>
      text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    const toast = page.getByRole('status').filter({ hasText: new RegExp(either.join('|')) });
    await expect(toast).toBeVisible();
    const text = (await toast.textContent())?.trim() ?? '';
    expect(inHindi).toContain(text);
    expect(inEnglish).not.toContain(text);
    await shot(page, 'send-support-hi-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'send-support-hi-1280');
  });
});
