import { expect, test } from './fixtures';
import { HERO_PHRASES } from './english-text';
import { QUICK_EXIT_DEFAULT_URL } from '../../src/domain/limits';
import { delayRequests } from './page-requests';
import { ROUTE_HEADINGS } from './routes';
import { START_CHUNKS } from '../../src/lib/service-worker-offline-set';

// What the build prerenders: every public page and the not-found page, not admin, edit, account
// or her notes.
const PRERENDERED = [
  { path: '/', heading: HERO_PHRASES[0] },
  ...ROUTE_HEADINGS.filter(
    ({ path }) => !/^\/(admin|edit-story|account|journal|safety-plan)/.test(path),
  ),
];

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PRERENDERED) {
    test(`${path} shows its heading, the footer's help and a Quick exit that works`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const exit = page.getByRole('link', { name: 'Quick exit' });
      await expect(exit).toHaveAttribute('href', QUICK_EXIT_DEFAULT_URL);
      await expect(exit).toHaveAttribute('rel', 'noreferrer');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '112', exact: true })).toBeVisible();
    });
  }
});

test('text typed before the script arrives is kept when it takes the page over', async ({
  page,
}) => {
  // A slow connection: the page's HTML is there, its script comes two seconds later.
  await delayRequests(page, '**/assets/*.js', 2000);
  await page.goto('/auth', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('reader@example.org');
  await page.waitForLoadState('networkidle');
  // Typing on after the script has started: had it lost the earlier text, only "x" would stay.
  await email.press('End');
  await email.press('x');
  await expect(email).toHaveValue('reader@example.orgx');
});

test('a tap made before the page’s script arrives is acted on once it has', async ({ page }) => {
  // The app's own script is there; the Sign In page's part of it comes two seconds later.
  await delayRequests(page, '**/assets/auth-page-*.js', 2000);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign Up', pressed: false }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
});

test.describe('a form sent with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('puts nothing she typed in the address or the history', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Secret!pass1');
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    expect((await sent).url()).toMatch(/\/auth$/);
    await page.waitForLoadState();
    expect(page.url()).not.toContain('Secret');
    expect(page.url()).not.toContain('reader');
  });
});

test('each page asks for its own code and the start’s steps with the main script, once each', async ({
  request,
}) => {
  // The start's later steps (src/main.tsx imports them in turn), on every page.
  const startChunks = START_CHUNKS.map((step) => new RegExp(`/assets/${step}-[\\w-]+\\.js`));
  const pageChunks: Record<string, RegExp[]> = {
    '/': [/\/assets\/home-page-[\w-]+\.js/, ...startChunks],
    '/stories': [/\/assets\/stories-page-[\w-]+\.js/, ...startChunks],
    '/resources': [/\/assets\/resources-page-[\w-]+\.js/, ...startChunks],
    // Not prerendered: the empty shell.
    '/admin': startChunks,
  };
  for (const [path, chunks] of Object.entries(pageChunks)) {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
      .map((match) => match[1] ?? '')
      .filter(Boolean);
    for (const chunk of chunks) expect(preloaded.some((href) => chunk.test(href))).toBe(true);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    for (const href of preloaded) expect((await request.get(href)).status()).toBe(200);
  }
});

test('the main script runs the quick exit, React DOM and the app each in a step of its own, not as it loads', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(entry).toMatch(/\/assets\/index-[\w-]+\.js$/);
  const script = await (await request.get(entry)).text();
  for (const step of START_CHUNKS) {
    // Imported when the step before it has run (src/main.tsx), never with the entry itself, whose
    // static imports are all evaluated in one task with it.
    expect(script).toMatch(new RegExp(`import\\(\`\\./${step}-[\\w-]+\\.js\`\\)`));
    expect(script).not.toMatch(new RegExp(`from\\s*["'\`]\\./${step}-`));
  }
});
