// The navbar's links, active route, Sign In's way back and the tab titles are proved in jsdom
// (src/app/layout/navbar.test.tsx, app-layout.test.tsx); every route's 360 px fit in
// pseudo-locales.spec.ts. What needs a browser is the phone menu: collapsed by CSS at 360 px.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('on a 360 px phone the menu is collapsed, opens, navigates, and closes on Escape and on a tap outside it, with focus back on its toggle', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Menu' });
  const aboutLink = header.getByRole('link', { name: 'About', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutLink).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await aboutLink.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutLink).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(aboutLink).toBeVisible();
  await page.mouse.click(20, 600);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutLink).toBeHidden();
  await expect(toggle).toBeFocused();
});
