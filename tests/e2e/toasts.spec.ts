import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { boxOf, intersects } from './boxes';
import { expect, test } from './fixtures';
import { shotsInto } from './review-shots';
import { fillNgoRequest } from './list-ngo';
import { SUPPORT_SENT } from './story-lists';
import { toastSaying, toasts } from './toast-locators';
import { apiSession, createStoryViaApi, signedInAt, signUpAndSignIn } from './session';

// A small Android phone. How many toasts show at once is proved in
// src/components/ui/toaster.test.tsx.
test.use({ viewport: { width: 360, height: 740 } });

const shot = shotsInto(process.env.TOAST_SHOTS_DIR);

/** Fails unless the toast lies clear of every control given and of the Quick exit. */
async function expectClear(page: Page, toast: Locator, controls: Locator[]) {
  const box = await boxOf(toast);
  for (const control of [...controls, page.getByRole('link', { name: 'Quick exit' })]) {
    expect(intersects(box, await boxOf(control)), String(control)).toBe(false);
  }
  // Nothing of the toast is off screen either.
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
}

/** Scrolls the page so the top of `control` is `top` pixels below the top of the viewport. */
async function scrollTo(control: Locator, top: number) {
  await control.evaluate((element, wanted) => {
    window.scrollBy(0, element.getBoundingClientRect().top - wanted);
  }, top);
}

test('a refused request, then the same request sent: one toast, clear of her controls', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAt(page, '/resources', 'toasts');
  const toggle = page.getByRole('button', { name: 'Ask us to list an NGO' });
  await toggle.click();
  const form = page.getByRole('form', { name: 'Request to join the network' });
  const submit = form.getByRole('button', { name: 'Submit Request' });

  await form.getByLabel('Organisation name').fill('Half Filled Trust');
  await submit.click();
  const refused = toastSaying(page, MESSAGES.ngoRequestIncomplete);
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expectClear(page, refused, [submit, form.getByLabel('What the organisation does')]);
  await shot(page, 'request-refused');

  await fillNgoRequest(form, 'Half Filled Trust');
  await expect(refused).toBeVisible(); // still up as she sends again
  await submit.click();

  // The thanks takes the place of the refusal: one toast for the form, not two.
  const sent = toastSaying(page, MESSAGES.ngoRequestSubmitted);
  await expect(sent).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
  // The form has closed; focus is back on its toggle, which the thanks must not hide.
  await expect(toggle).toBeFocused();
  await expectClear(page, sent, [toggle]);
  await shot(page, 'request-sent');

  // Drawn with the app's stylesheet: no <style> element but the page's own (whose hash alone the
  // policy names) and no constructed stylesheet was needed (the policy would block them).
  expect(await page.locator('style:not(#app-styles)').count()).toBe(0);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  await expect(sent).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('toasts stand clear of the button she pressed, wherever it is on the screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, 'supporter');
  const title = `Toast placement ${Date.now()}`;
  // Another woman's stories (on her own, Send Support is not offered); two, since a reader
  // sends one story support once a day.
  const author = await apiSession('toast-author');
  await createStoryViaApi(author, { title: `${title} (2)`, content: 'One more day.' });
  await createStoryViaApi(author, { title, content: 'Small steps every day.' });
  await page.goto('/stories');
  const support = page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Send Support' });
  const supportToast = toasts(page).filter({
    has: page.getByRole('status').filter({ hasText: SUPPORT_SENT }),
  });

  // The button just under the header, where the toasts would stand: they go to the bottom.
  await scrollTo(support, 90);
  expect((await boxOf(support)).y).toBeLessThan(120);
  await support.click();
  await expect(supportToast).toBeVisible();
  await expectClear(page, supportToast, [support]);
  expect((await boxOf(supportToast)).y).toBeGreaterThan(370);
  await shot(page, 'support-bottom');

  // Lower down, the top is free: the next line replaces the first, under the header.
  const another = page
    .getByRole('article', { name: `${title} (2)`, exact: true })
    .getByRole('button', { name: 'Send Support' });
  await scrollTo(another, 500);
  await another.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect
    .poll(async () => (await boxOf(supportToast)).y, { message: 'the toast is back at the top' })
    .toBeLessThan(150);
  await expectClear(page, supportToast, [another]);
  await shot(page, 'support-top');
});
