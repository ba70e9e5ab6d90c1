// The footer's newsletter box says on the field, legibly on its dark band, why an address is
// refused (the browser's own bubble said it only for a moment, and not to every screen reader).
import { expect, test } from './fixtures';
import { MESSAGES } from '../../src/domain/messages';
import { blockingViolations } from './axe';

test('at 360 px the newsletter box refuses a malformed address in words that pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const box = page.getByLabel('Your e-mail');
  await box.fill('reader@example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  await expect(box).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
});
