// Every route on a desktop screen, visited once for all the checks a page of its own needs: the
// security headers it answers with, its heading inside the shell, axe finding nothing serious, and
// every element Tab reaches showing that it has focus (the shell's stops on Home, each page's own
// on every route). The fixture fails any of them on a Content Security Policy violation or a
// request to another host. The same routes at 360 px are checked by axe in the right-to-left
// pseudo-locale (pseudo-locales.spec.ts), whose pages have the English pages' structure, and in
// each interface language, where they must also fit the screen and be 80% in her script
// (reader-in-her-language.spec.ts).
import type { Page } from '@playwright/test';
import { inlineStyleHashes } from '../../server/http/inline-style-hashes';
import { selfHostedPolicy } from '../../server/http/security-headers';
import { blockingViolations } from './axe';
import { HERO_PHRASES } from './english-text';
import { expect, test } from './fixtures';
import { mainNav } from './session';
import { ROUTE_HEADINGS } from './routes';

/** Each route with the heading it settles on (a visitor sent to Sign In has arrived there). */
const ROUTES = [
  { path: '/', heading: new RegExp(`^(${HERO_PHRASES.join('|')})$`) },
  ...ROUTE_HEADINGS,
];
/** Enough presses to pass the header, the page and the footer of the longest route. */
const MAX_TABS = 80;

/**
 * What the focused element shows of its focus (indicator null when nothing a reader can see),
 * null when nothing is focused, or 'left main' when `inMain` and focus is no longer in <main>.
 * One call per Tab press: each call is a round trip to the page.
 */
function focusIndicator(
  inMain: boolean,
): { element: string; indicator: string | null } | null | 'left main' {
  const element = document.activeElement;
  if (inMain && !element?.closest('main')) return 'left main';
  if (!element || element === document.body) return null;
  // A heading or main focused by the app after navigation (tabindex -1) is not a Tab stop.
  if (element instanceof HTMLElement && element.tabIndex < 0) return null;
  const style = getComputedStyle(element);
  const describe = () => {
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  };
  const outlineWidth = parseFloat(style.outlineWidth);
  const transparent = (color: string) =>
    color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color.replace(/\s+/g, ' '));
  if (style.outlineStyle !== 'none' && outlineWidth >= 2 && !transparent(style.outlineColor)) {
    return { element: describe(), indicator: `outline ${outlineWidth}px ${style.outlineColor}` };
  }
  // A focus ring drawn as a box-shadow of at least 2 px.
  const ring = /(\d+(?:\.\d+)?)px\s*(?:rgba?\([^)]*\)|#\w+)?\s*$/.exec(style.boxShadow);
  if (style.boxShadow !== 'none' && ring) {
    return { element: describe(), indicator: `box-shadow ${style.boxShadow}` };
  }
  return { element: describe(), indicator: null };
}

/**
 * Tabs through the page once round, or only through <main> (the shell around it is the same on
 * every route, so one route walks it); returns how many stops it reached and those without a ring.
 */
async function walkFocus(
  page: Page,
  scope: 'page' | 'main',
): Promise<{ reached: number; invisible: string[] }> {
  const invisible = new Set<string>();
  let reached = 0;
  let first: string | null = null;
  // From <main> itself (focusable from script only), the next Tab is its first stop.
  if (scope === 'main') await page.locator('main').focus();
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusIndicator, scope === 'main');
    if (focused === 'left main') break;
    if (!focused) continue;
    if (focused.element === first) break;
    first ??= focused.element;
    reached++;
    if (!focused.indicator) invisible.add(focused.element);
  }
  return { reached, invisible: [...invisible] };
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const { path, heading } of ROUTES) {
  test(`${path}: headers, heading and shell; axe finds nothing serious, every Tab stop shows a focus ring`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    // The policy, naming the page's own inline stylesheet (first-paint.spec.ts).
    const html = (await response?.text()) ?? '';
    expect(headers['content-security-policy']).toBe(selfHostedPolicy(inlineStyleHashes(html)));
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const focus = await walkFocus(page, path === '/' ? 'page' : 'main');
    expect(focus.reached, 'Tab reached no element at all').toBeGreaterThan(0);
    expect(focus.invisible).toEqual([]);

    // Open every collapsed hub so its content is checked too.
    const closedHubs = page.locator('details:not([open]) > summary');
    while ((await closedHubs.count()) > 0) await closedHubs.first().click();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
