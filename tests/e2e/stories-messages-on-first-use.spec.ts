// Issue 38, item 2: Stories shows no toast or error before she acts, so its first visit leaves the
// toasts' and errors' catalogue (src/locales/<locale>/messages.po) to her first tap, as Home does;
// a moderator's redaction note, the one such text it draws from the start, is in Stories' own
// words (story-review.spec.ts reads it on a redacted story).
import { expect, test } from './fixtures';

const MESSAGES_CODE = /\/assets\/messages-[\w-]+\.js$/;

test('a first visit to Stories fetches the toasts’ words only at her first tap', async ({
  page,
}) => {
  let requests = 0;
  page.on('request', (request) => {
    if (MESSAGES_CODE.test(new URL(request.url()).pathname)) requests += 1;
  });
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toBe(0);

  // Her first Tab (to the skip link) is a first sign she is acting.
  await page.keyboard.press('Tab');
  await expect.poll(() => requests).toBe(1);
});
