import { expect, test } from './fixtures';
import { mainNav } from './session';

const FAQS = 'Frequently Asked Questions';

// Low bandwidth: a page chunk that failed to load once must load on the next try, without a
// full reload (which, offline, would lose the whole app).
test('a page whose chunk failed to load loads on Try again once back online', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Sahas' })).toBeVisible();
  let offline = true;
  let attempts = 0;
  await page.route('**/assets/faqs-page-*.js', (route) => {
    attempts += 1;
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  const nav = mainNav(page);

  await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
  const failed = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(failed).toBeVisible();
  // It tried, and then stopped: no loop of requests while offline.
  const firstAttempts = attempts;
  expect(firstAttempts).toBeGreaterThan(0);
  expect(firstAttempts).toBeLessThanOrEqual(2);

  // Still offline: Try again fails the same way, and the app stays on screen.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeVisible();
  await expect.poll(() => attempts).toBeGreaterThan(firstAttempts);

  offline = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FAQS })).toBeVisible();
  await expect(page).toHaveURL(/\/faqs$/);
});

test('a page that failed offline loads on a later visit to it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Sahas' })).toBeVisible();
  let offline = true;
  await page.route('**/assets/faqs-page-*.js', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

  offline = false;
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Sahas' })).toBeVisible();
  await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: FAQS })).toBeVisible();
});
