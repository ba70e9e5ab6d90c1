// Home and Stories come from the server with their stories in the HTML (server/render/): readable
// with no script at all, and taken over by the script without asking the API again (the fixtures
// fail a test on any hydration error).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { requestsTo } from './page-requests';
import { storiesByAnother } from './session';

/** A tag no other spec uses, so the stories made here lead its list. */
const TAG = 'Support';
/** Each run of beforeAll (once per worker and group of tests) makes stories of its own. */
let FILTERED = '';
let UNTAGGED = '';

/** The titles of Home's top stories, as the API lists them now. */
async function topTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/stories/top');
  const { stories } = (await response.json()) as { stories: { title: string }[] };
  return stories.map((story) => story.title);
}

test.beforeAll(async () => {
  const run = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  FILTERED = `Served with her filter ${run}`;
  UNTAGGED = `Told before any script ${run}`;
  await storiesByAnother('server-rendered', [
    { title: UNTAGGED, content: 'The first.' },
    { title: FILTERED, content: 'The second.', tags: [TAG] },
  ]);
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('Home shows its top stories', async ({ page, request }) => {
    const [first] = await topTitles(request);
    await page.goto('/');
    const top = page.getByRole('region', { name: 'Top Stories' });
    // The first slide is in view (another spec's story may share its title further on).
    await expect(top.getByRole('heading', { level: 3, name: first }).first()).toBeVisible();
    await expect(top.getByText('Loading top stories...')).toHaveCount(0);
  });

  test('Stories shows the first page of the list her address asks for', async ({ page }) => {
    await page.goto(`/stories?tag=${encodeURIComponent(TAG)}`);
    await expect(page.getByRole('heading', { name: FILTERED })).toBeVisible();
    await expect(page.getByRole('heading', { name: UNTAGGED })).toHaveCount(0);
    await expect(page.getByRole('button', { name: TAG, pressed: true })).toBeVisible();
  });
});

/** The story API. */
const STORY_API = /^\/api\/stories/;

test('Home is taken over without asking for its top stories again', async ({ page, request }) => {
  const [first] = await topTitles(request);
  const asked = requestsTo(page, STORY_API);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('region', { name: 'Top Stories' }).getByRole('heading', { name: first }).first(),
  ).toBeVisible();
  expect(asked).toEqual([]);
});

test('Stories is taken over with her filters, and asks only when she changes them', async ({
  page,
}) => {
  const asked = requestsTo(page, STORY_API);
  await page.goto(`/stories?tag=${encodeURIComponent(TAG)}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: FILTERED })).toBeVisible();
  expect(asked).toEqual([]);

  // Her next choice is the script's: asked for, and written into the address.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
  await expect.poll(() => asked.length).toBe(1);
  expect(new URL(asked[0] ?? '').searchParams.get('sort')).toBe('oldest');
  expect(new URL(page.url()).search).toBe(`?tag=${TAG}&sort=oldest`);
});
