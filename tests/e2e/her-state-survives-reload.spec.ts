// Issue 34, item 2: what she did to a story is still shown after a reload. She likes one and
// reports it on a 360 px phone, reloads: the heart is pressed and Report says Reported. A second
// report, from a tab opened before the first, is refused by the server and she is told she
// already reported it (not thanked again). And once in Hindi.
import { MESSAGES } from '../../src/domain/messages';
import { expect, test } from './fixtures';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { shot } from './review-shots';
import { signedInAt, signUpAndSignIn, storiesByAnother } from './session';
import { reportOnCard } from './story-lists';

/** A story by someone else, on top of the newest stories. */
async function storyByAnother(title: string): Promise<string> {
  title = `${title} ${Date.now()}`;
  await storiesByAnother('her-state-author', [
    { title, content: 'It happened on the bus, every day.' },
  ]);
  return title;
}

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('her like and report are still shown after a reload, at 360 and at 1280 px, and a repeat report is refused', async ({
    page,
    context,
  }) => {
    const title = await storyByAnother('Her state');
    await signedInAt(page, '/stories', 'her-state');
    // A second tab, open on the same list before she reports.
    const other = await context.newPage();
    await other.goto('/stories');
    await expect(other.getByRole('article', { name: title })).toBeVisible();

    const card = page.getByRole('article', { name: title });
    const like = card.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page.getByText(MESSAGES.reactionAdded)).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await reportOnCard(card, 'Spam');
    await expect(page.getByText(MESSAGES.reportAdded)).toBeVisible();

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    const reported = card.getByRole('button', { name: 'Reported' });
    await expect(reported).toBeVisible();
    await expect(reported).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Report story' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(card, 'her-state-360-after-reload');
    // At 1280 px too, reloaded there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(reported).toBeDisabled();
    await shot(card, 'her-state-1280-after-reload');
    await page.setViewportSize({ width: 360, height: 740 });
    // A tap on the pressed heart says she has liked it already; the count stays.
    await like.click();
    await expect(page.getByText(MESSAGES.reactionDuplicate)).toBeVisible();
    await expect(like).toContainText('1');

    // The tab opened before: its list still offers Report; the server refuses the repeat.
    const stale = other.getByRole('article', { name: title });
    await reportOnCard(stale, 'Harassment or hate');
    await expect(other.getByText(MESSAGES.reportDuplicate)).toBeVisible();
    await expect(other.getByText(MESSAGES.reportAdded)).toHaveCount(0);
    await expect(stale.getByRole('button', { name: 'Reported' })).toBeDisabled();
    await shot(other, 'her-state-360-repeat-report');
  });

  test('in Hindi: after a reload the heart is pressed and Report says Reported', async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, 'hi');
    const title = await storyByAnother('Her state in Hindi');
    await signUpAndSignIn(page, 'her-state-hindi');
    await page.goto('/stories');
    const card = page.getByRole('article', { name: title });
    const like = card.getByRole('button', { name: new RegExp(`^${hindi('stories', 'Like')}`) });
    await like.click();
    await expect(page.getByText(hindi('messages', 'reactionAdded'))).toBeVisible();
    await reportOnCard(card, 'Spam', hindi);
    await expect(page.getByText(hindi('messages', 'reportAdded'))).toBeVisible();

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: hindi('stories', 'Reported') })).toBeDisabled();
    await card.getByRole('button', { name: hindi('stories', 'Reported') }).click({ force: true });
    await expect(page.getByText(hindi('messages', 'reportDuplicate'))).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(card, 'her-state-360-hindi-after-reload');
  });
});
