import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NAV_LINKS } from './english-text';
import { LIMITS } from '../../src/domain/limits';
import { telHref } from '../../src/domain/phone';
import { PLAIN_PNG } from '../../src/testing/image-samples';
import { shot } from './review-shots';
import { translation } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';
import { LOCALES } from '../../src/i18n/locales';
import {
  apiSession,
  createStoryViaApi,
  createStoryWithPhoto,
  mainNav,
  signInAsAdmin,
  signUpAndSignIn,
} from './session';

/** The boxes, Tab order kept, of what Tab reaches inside `scope`, starting from `before`. */
async function tabStopsWithin(page: Page, before: Locator, scope: Locator) {
  await before.focus();
  const stops: { name: string; x: number; y: number; bottom: number }[] = [];
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    const inside = await scope.evaluate((root) => root.contains(document.activeElement));
    if (!inside) {
      if (stops.length > 0) break;
      continue;
    }
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return { name: name.trim(), x: box.x, y: box.y, bottom: box.bottom };
      }),
    );
  }
  return stops;
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/', '/about', '/resources']) {
    test(`the Quick exit covers no text or control at the end of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          ),
        )
        .toBe(true);
      const exit = page.getByRole('link', { name: 'Quick exit' });
      await expect(exit).toBeInViewport();
      // Every text line and control in view, measured by the browser, against the button's box.
      const covered = await exit.evaluate((button) => {
        const exitBox = button.getBoundingClientRect();
        const floating = (node: Node) =>
          node instanceof Element &&
          (button.contains(node) || getComputedStyle(node).position === 'fixed');
        const overlaps = (box: DOMRect) =>
          box.width > 0 &&
          box.height > 0 &&
          box.left < exitBox.right &&
          exitBox.left < box.right &&
          box.top < exitBox.bottom &&
          exitBox.top < box.bottom;
        const hidden = (element: Element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (floating(node)) return true;
          }
          return false;
        };
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !node.textContent?.trim() || hidden(parent)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some(overlaps))
            found.push(node.textContent.trim());
        }
        const controls = Array.from(
          document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
        );
        for (const control of controls) {
          if (!hidden(control) && overlaps(control.getBoundingClientRect())) {
            found.push(`<${control.tagName.toLowerCase()}> ${control.textContent?.trim() ?? ''}`);
          }
        }
        return found;
      });
      await shot(page, `end-of${path.replace(/\W/g, '-')}`);
      expect(covered).toEqual([]);
    });
  }

  test('a short story shows no Read More, a long one does, and a photo is named before either', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'field-cards');
    const stamp = Date.now();
    const short = `Short ${stamp}`;
    const long = `Long ${stamp}`;
    const photo = `Photo ${stamp}`;
    await createStoryViaApi(page, { title: long, content: 'Day after day. '.repeat(40) });
    await createStoryViaApi(page, { title: short, content: 'It is all here.' });
    await createStoryWithPhoto(page, {
      title: photo,
      content: 'A picture of the street where it happened.',
    });

    await page.goto('/stories');
    const shortCard = page.getByRole('article', { name: short });
    const longCard = page.getByRole('article', { name: long });
    const photoCard = page.getByRole('article', { name: photo });
    await expect(shortCard.getByText('It is all here.')).toBeVisible();
    await expect(shortCard.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    await expect(longCard.getByRole('button', { name: 'Read More' })).toBeVisible();

    const badge = photoCard.getByText('Has a photo');
    await expect(badge).toBeVisible();
    await expect(photoCard.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    // The photo is offered, not fetched, and the badge is above the offer.
    const offer = photoCard.getByRole('button', { name: new RegExp(`^Show photo`) });
    await expect(offer).toBeVisible();
    await expect(photoCard.locator('img')).toHaveCount(0);
    const badgeBox = await badge.boundingBox();
    const offerBox = await offer.boundingBox();
    expect(badgeBox && offerBox && badgeBox.y < offerBox.y).toBe(true);
    await photoCard.scrollIntoViewIfNeeded();
    await shot(photoCard, 'photo-card-360');
    await shot(longCard, 'long-card-360');
  });

  test('the media field shows a Choose files button, not the browser’s "No file chosen"', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'field-picker');
    await page.goto('/share-story');
    const input = page.getByLabel('Upload Media (Optional, Max 200MB)');
    const button = page.getByText('Choose files', { exact: true });
    await expect(button).toBeVisible();
    // The native control is there for keyboards and screen readers, drawn as nothing.
    await expect(input).toHaveAttribute('type', 'file');
    const inputBox = await input.boundingBox();
    expect(inputBox && inputBox.width <= 1 && inputBox.height <= 1).toBe(true);

    await page.getByLabel('Your Story').focus();
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press('Tab');
      if (await input.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(input).toBeFocused();
    const ring = await button.evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe('solid');
    await shot(button, 'choose-files-focused');

    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (
      await chooser
    ).setFiles({ name: 'street.png', mimeType: 'image/png', buffer: Buffer.from(PLAIN_PNG) });
    const list = page.getByRole('list', { name: 'Files for your story' });
    await expect(list.getByText('street.png')).toBeVisible();
    // One label element for the input, and a name that is the field's own.
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    const findings = [...axe.violations, ...axe.incomplete].map((finding) => finding.id);
    expect(findings).not.toContain('form-field-multiple-labels');
    expect(findings).not.toContain('label');
    await expect(input).toHaveAccessibleName('Upload Media (Optional, Max 200MB)');
    await shot(input.locator('xpath=../..'), 'choose-files-after');
  });
});

test('every phone number on Resources is a tap-to-call link', async ({ page }) => {
  await page.goto('/resources');
  const main = page.getByRole('main');
  for (const summary of await main.locator('summary').all()) await summary.click();
  await expect(main.getByRole('link', { name: '14416' })).toBeVisible();
  const numbers = await main.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: { number: string; href: string | null }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], form')) continue;
      for (const [number] of (node.textContent ?? '').matchAll(/\b\d{3,}\b/g)) {
        found.push({ number, href: parent.closest('a')?.getAttribute('href') ?? null });
      }
    }
    return found;
  });
  // Years (the Act of 2005) are not phone numbers; every other number is.
  const phones = numbers.filter(({ number }) => !/^(19|20)\d\d$/.test(number));
  expect(phones.map(({ number }) => number)).toEqual(
    expect.arrayContaining(['1091', '181', '100', '112', '1098', '15100', '14416']),
  );
  for (const { number, href } of phones) expect(href, number).toBe(telHref(number));
  await expect(main.getByRole('link', { name: 'Call 181' })).toHaveAttribute('href', 'tel:181');
  await shot(page.getByRole('region', { name: 'Quick helplines' }), 'helplines');
});

test("the admin's navigation stays on one line from 1024 to 1440 px", async ({ page }) => {
  await signInAsAdmin(page);
  const nav = mainNav(page);
  const items = [
    ...NAV_LINKS.map((link) => nav.getByRole('link', { name: link.label, exact: true })),
    nav.getByRole('link', { name: 'Admin Panel' }),
    nav.getByRole('button', { name: 'Sign Out' }),
  ];
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    const boxes = await Promise.all(items.map((item) => item.boundingBox()));
    // The links share one top offset; Sign Out, a taller button, is centred on the same line.
    const linkTops = boxes.slice(0, -1).map((box) => Math.round(box?.y ?? -1));
    expect(new Set(linkTops), `link tops at ${width} px`).toEqual(new Set([linkTops[0]]));
    const middles = boxes.map((box) => (box ? box.y + box.height / 2 : -1));
    for (const middle of middles) expect(Math.abs(middle - (middles[0] ?? 0))).toBeLessThan(2);
    // One line each: no link or button taller than a tap target.
    for (const box of boxes) expect(box?.height ?? 0).toBeLessThanOrEqual(48);
    const overflow = await nav.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
    await shot(page, `admin-nav-${width}`, { clip: { x: 0, y: 0, width, height: 72 } });
  }
});

// Every language, a visitor and an admin, at the widths where the links stand in one row: the bar
// never runs past the screen, and every link is on it or in its menu (what does not fit folds).
for (const locale of LOCALES) {
  for (const role of ['visitor', 'admin'] as const) {
    test(`the ${role}'s navigation fits the bar in ${locale}, every link on it or in its menu`, async ({
      page,
      context,
    }) => {
      const say = (id: string) => translation(locale, 'shell', id);
      if (role === 'admin') await signInAsAdmin(page);
      await chooseLanguage(context, locale);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: say('Main') });
      // Folded into the closed menu, it is hidden: signed in or not, it is there once known.
      const accountAt = (includeHidden: boolean) =>
        role === 'admin'
          ? nav.getByRole('button', { name: say('Sign Out'), exact: true, includeHidden })
          : nav.getByRole('link', { name: say('Sign In'), exact: true, includeHidden });
      const account = accountAt(false);
      const items = [
        ...NAV_LINKS.map((link) => nav.getByRole('link', { name: say(link.label), exact: true })),
        ...(role === 'admin' ? [nav.getByRole('link', { name: say('Admin Panel') })] : []),
        account,
      ];
      const toggle = nav.getByRole('button', { name: say('Menu'), exact: true });
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(accountAt(true)).toBeAttached();
        const overflow = () =>
          page.evaluate(() => {
            // The bar's own overflow, and anything in the header drawn past the screen's edge.
            const bar = document.querySelector('header nav') as HTMLElement;
            const edges = Array.from(
              document.querySelectorAll('header *'),
              (element: Element) => element.getBoundingClientRect().right - window.innerWidth,
            );
            return Math.max(bar.scrollWidth - bar.clientWidth, ...edges);
          });
        await expect.poll(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
        const folded = await toggle.isVisible();
        if (folded) {
          // The menu opens below its toggle, and Tab goes on from the toggle into it, from the top.
          await toggle.click();
          await page.keyboard.press('Tab');
          await expect(items[0] ?? toggle).toBeFocused();
        }
        for (const item of items) {
          await expect(item, `at ${width} px`).toBeVisible();
          const box = await item.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `inside at ${width} px`).toBe(
            true,
          );
        }
        await expect(page.getByRole('link', { name: say('Quick exit') })).toBeVisible();
        if (locale === 'ta' || locale === 'bn') await shot(page, `nav-${role}-${locale}-${width}`);
        if (folded) {
          await page.keyboard.press('Escape');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(toggle).toBeFocused();
        }
      }
    });
  }
}

test('Tab moves through the top stories carousel in the order it is drawn', async ({ page }) => {
  await signUpAndSignIn(page, 'field-carousel');
  // More stories than slides in view, each long enough to have its own Read More, and liked
  // more than any story of the specs running beside this one, so that they are the top stories.
  const ids: string[] = [];
  for (let index = 0; index < LIMITS.carouselSlidesWide + 2; index++) {
    ids.push(
      await createStoryViaApi(page, {
        title: `Carousel order ${index}`,
        content: 'One more step, one more day. '.repeat(30),
      }),
    );
  }
  const top = (await (await page.request.get('/api/stories/top')).json()) as {
    stories: { reactionsCount: number }[];
  };
  const mostLikes = Math.max(0, ...top.stories.map((story) => story.reactionsCount));
  for (let reader = 0; reader <= mostLikes + 1; reader++) {
    const api = await apiSession('field-carousel-fan');
    for (const id of ids) {
      expect((await api.post(`/api/stories/${id}/reactions`, { data: {} })).ok()).toBe(true);
    }
    await api.dispose();
  }
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const carousel = page.getByRole('group', { name: 'Top Stories' });
  const pause = carousel.getByRole('button', { name: 'Pause top stories' });
  await expect(pause).toBeVisible();
  // Still, so nothing moves while Tab walks through.
  await pause.click();
  const heading = page.getByRole('heading', { name: 'Top Stories' });
  await heading.evaluate((element) => element.setAttribute('tabindex', '-1'));
  const stops = await tabStopsWithin(page, heading, carousel);
  const names = stops.map((stop) => stop.name);
  expect(names.slice(-3)).toEqual(['Previous stories', 'Resume top stories', 'Next stories']);
  // Before them, only what the slides in view hold (their Read More), none from hidden slides.
  expect(names.length).toBeGreaterThan(3);
  for (const name of names.slice(0, -3)) expect(name).toBe('Read More');
  // Reading order: each stop is right of the one before on its row, or on a lower row.
  for (const [index, stop] of stops.entries()) {
    const previous = stops[index - 1];
    if (!previous) continue;
    const lowerRow = stop.y >= previous.bottom - 1;
    const sameRowFurtherRight = Math.abs(stop.y - previous.y) < 24 && stop.x > previous.x;
    expect(lowerRow || sameRowFurtherRight, `${previous.name} then ${stop.name}`).toBe(true);
  }
  await shot(carousel, 'carousel-controls');
});
