// Issue 38, item 2: Stories and Resources show no toast or error before she acts, so their first
// visit leaves the toasts' and errors' catalogue (src/locales/<locale>/messages.po) to her first
// tap or focus, as Home does. What they do draw from the start is in their own words: a
// moderator's redaction note on Stories (story-review.spec.ts reads it on a redacted story), the
// NGO directory's states and the request form's failure on Resources (ngo-form-deferred.spec.ts).
import { expect, test } from './fixtures';
import { requestsTo } from './page-requests';

const MESSAGES_CODE = /\/assets\/messages-[\w-]+\.js$/;

for (const path of ['/stories', '/resources']) {
  test(`a first visit to ${path} fetches the toasts’ words only at her first tap or focus`, async ({
    page,
  }) => {
    const requests = requestsTo(page, MESSAGES_CODE);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // Her first Tab (to the skip link) is a first sign she is acting.
    await page.keyboard.press('Tab');
    await expect.poll(() => requests.length).toBe(1);
  });
}
