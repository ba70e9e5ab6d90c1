// Issue 38, item 2: a first visit to a public page fetches no code of what only another screen
// uses: moderation's and her account's calls to the server (src/backend/http/http-backend.ts). How
// many bytes it fetches is `npm run size`'s gate.
import { expect, test } from './fixtures';

/** Text only the moderation and account code holds (their server addresses). */
const ELSEWHERE_ONLY = ['/api/admin/', '/api/account/sign-out-everywhere'];

for (const path of ['/', '/stories', '/resources']) {
  test(`a first visit to ${path} fetches no moderation or account code`, async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(scripts);
    expect(fetched.length).toBeGreaterThan(0);
    for (const { url, body } of fetched) {
      for (const text of ELSEWHERE_ONLY)
        expect(body.includes(text), `${text} in ${url}`).toBe(false);
    }
  });
}
