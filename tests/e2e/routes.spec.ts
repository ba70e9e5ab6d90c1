import { expect, test } from './fixtures';
import { HERO_PHRASES } from './english-text';
import { ROUTE_HEADINGS } from './routes';

test('home renders one of the hero phrases as its heading', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(HERO_PHRASES).toContain((await heading.innerText()).trim());
});

for (const { path, heading } of ROUTE_HEADINGS) {
  test(`${path} renders its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('each route is its own chunk, fetched only when visited', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = new Set(scripts);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /frequently asked/i })).toBeVisible();
  expect(scripts.filter((script) => !before.has(script)).length).toBeGreaterThan(0);
});

test('no request leaves the site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  for (const { path } of ROUTE_HEADINGS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(foreign).toEqual([]);
});
