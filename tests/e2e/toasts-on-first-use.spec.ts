import { MESSAGES } from '../../src/domain/messages';
import { expect, test } from './fixtures';
import { delayRequests, requestsTo } from './page-requests';
import { reloadOffline, serviceWorkerReady } from './service-worker-ready';
import { statusSaying, toastSaying } from './toast-locators';

// The toaster, the list of toasts and the toasts' words (src/lib/toast.ts) come on first use, as
// does Home's review form with its checks, which only a signed-in reader sees: a visit that only
// reads never fetches them, and a toast sent before they arrive still shows.
const NOT_FOR_READING =
  /\/assets\/(toaster|toast-store|messages|testimonial-form|schemas|use-schema-form)-[^/]*\.js$/;

test.use({ viewport: { width: 360, height: 740 } });

test('reading Home fetches no toasts and no review form; a toast raised in the first second, before they arrive, shows and is announced', async ({
  page,
}) => {
  const fetched = requestsTo(page, NOT_FOR_READING);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(1000);
  expect(fetched).toEqual([]);

  // A page that sends a toast as it opens (a visitor has no story to edit), with the toaster
  // slow to arrive: the toast waits for it and then shows, as a polite live region.
  await delayRequests(page, /\/assets\/toaster-[^/]*\.js$/, 1500);
  await page.goto('/edit-story/not-hers');
  const toast = toastSaying(page, MESSAGES.editSignInRequired);
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a toast shows on a page opened with no connection: the worker kept the toaster she never drew', async ({
    page,
  }) => {
    const toasterServedBy: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/toaster-[^/]*\.js$/.test(new URL(response.url()).pathname)) {
        toasterServedBy.push(response.fromServiceWorker() ? 'worker' : 'network');
      }
    });
    await serviceWorkerReady(page, '/resources');
    // Nothing to say yet, so the page has not fetched the toaster: only the worker has it.
    expect(toasterServedBy).toEqual([]);

    await reloadOffline(page);
    await page.getByRole('button', { name: 'Ask us to list an NGO' }).click();
    const form = page.getByRole('form', { name: 'Request to join the network' });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    // Offline her session is not known: the form checks what she wrote, or asks her to sign in.
    const said = statusSaying(page, MESSAGES.ngoRequestIncomplete).or(
      statusSaying(page, MESSAGES.ngoRequestSignInRequired),
    );
    await expect(said).toBeVisible();
    await expect(said).toHaveAttribute('aria-live', 'polite');
    expect(toasterServedBy).toEqual(['worker']);
  });
});
