import { expect, test } from './fixtures';
import { BRAND } from '../../src/domain/brand';
import { NAV_LINKS, TAGLINE } from './english-text';

test('the navbar shows the brand, tagline and every link, and highlights the active one', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(BRAND.name, { exact: true })).toBeVisible();
  await expect(nav.getByText(TAGLINE)).toBeVisible();
  for (const link of NAV_LINKS) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(nav.getByRole('link', { name: 'Resources', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('each page names the tab after itself, and Home after the brand alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(BRAND.name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of NAV_LINKS.filter((entry) => entry.to !== '/')) {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveTitle(`${link.label} · ${BRAND.name}`);
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(`${'Page not found'} · ${BRAND.name}`);
});

test('Sign In leads to the auth screen, set to come back to the page she was on', async ({
  page,
}) => {
  await page.goto('/about');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign In' })
    .click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fabout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is collapsed, opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const faqsLink = header.getByRole('link', { name: 'FAQs', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(faqsLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await faqsLink.click();

    await expect(page).toHaveURL(/\/faqs$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(faqsLink).toBeHidden();
  });

  test('the menu closes on Escape and on a tap outside it, with focus back on its toggle', async ({
    page,
  }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(header.getByRole('link', { name: 'FAQs', exact: true })).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'FAQs', exact: true })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/stories', '/resources', '/about', '/faqs', '/PrivacyPolicy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
