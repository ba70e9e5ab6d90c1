// Each route's heading, headers, shell and accessibility: every-route.spec.ts. A request to another
// host fails any test (fixtures.ts).
import { expect, test } from './fixtures';
import { mainNav } from './session';

test('each route is its own chunk, fetched only when visited', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = new Set(scripts);
  await mainNav(page).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /frequently asked/i })).toBeVisible();
  expect(scripts.filter((script) => !before.has(script)).length).toBeGreaterThan(0);
});
