// The newsletter box's checks load only as she reaches the box (the footer is on every page).
// What she types while they arrive stays, in order, and her Subscribe is not lost.
import { expect, test } from './fixtures';
import { delayRequests } from './page-requests';

test('typing into the newsletter box while its checks arrive keeps every letter in place', async ({
  page,
}) => {
  // The checks arrive while she is typing.
  await delayRequests(page, '**/assets/newsletter-form-*.js', 400);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // The alert is dismissed as it opens: it blocks the page, and the click waits on the page.
  const thanked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  const box = page.getByLabel('Your e-mail');
  await box.click();
  await page.keyboard.type('reader@example.org', { delay: 60 });
  await expect(page.getByLabel('Your e-mail')).toHaveValue('reader@example.org');
  await expect(page.getByLabel('Your e-mail')).toBeFocused();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(await thanked).toBe('Thank you for subscribing!');
});

test('Enter pressed before the checks arrived still refuses a malformed address', async ({
  page,
}) => {
  await delayRequests(page, '**/assets/newsletter-form-*.js', 600);
  await page.goto('/');
  const box = page.getByLabel('Your e-mail');
  await box.fill('reader@example');
  await box.press('Enter');
  await expect(page.getByLabel('Your e-mail')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(page.getByLabel('Your e-mail')).toBeFocused();
});
