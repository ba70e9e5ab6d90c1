// Horizontal overflow on a phone: a longer language or a right-to-left layout must not push the
// page, or any part of it, past the sides of the screen.
import { expect, type Page } from '@playwright/test';

/** Fails if the page, as it stands, scrolls sideways or draws anything past either side. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect(overflow.documentExcess, `${where}: the page scrolls sideways`).toBe(0);
  expect(overflow.elements, `${where}: drawn past the edge of the screen`).toEqual([]);
}

interface Overflow {
  /** How much wider than the viewport the page scrolls (0 when it does not). */
  documentExcess: number;
  /** Each element or run of text drawn past the left or right edge, described. */
  elements: string[];
}

/**
 * What of the page as it stands is drawn past either side of the viewport.
 *
 * `scrollWidth` only sees overflow to the end side: right to left, what sticks out to the left
 * cannot be scrolled to and never widens it. So every element and every run of text is measured
 * too, against both edges, as far as it is actually drawn:
 * - what an ancestor clips (`overflow` other than visible) is cut to that ancestor's box first.
 *   The carousel is the case in point: its slides sit side by side in a row many screens wide,
 *   and the box around them (overflow: hidden) shows only those in view. The clipping ancestor
 *   is measured itself, so a clip that sticks out is still caught.
 * - `.sr-only` text (Tailwind's screen-reader-only utility) is a 1 px box clipped away by
 *   `clip-path`, wherever it sits: nothing of it is drawn, so it is skipped with its contents.
 * - elements not rendered (`display: none`, such as the closed phone menu) or `visibility: hidden`
 *   have no box to draw.
 */
async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    // Sub-pixel layout rounds box edges a little either way.
    const TOLERANCE = 0.5;

    const describe = (element: Element, text: string) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .slice(0, 3)
        .map((name) => `.${name}`);
      const shown = text.replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id}${classes.join('')}> "${shown}"`;
    };

    /**
     * The part of [left, right] that is drawn, once every ancestor that clips it has cut it. An
     * ancestor clips an element only if it lies on its containing-block chain: a fixed element
     * answers to the viewport alone, an absolute one skips ancestors that are not positioned.
     */
    const drawnSpan = (start: Element, left: number, right: number): [number, number] => {
      let position = getComputedStyle(start).position;
      for (let ancestor = start.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (position === 'fixed') break;
        const style = getComputedStyle(ancestor);
        if (position === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible' && ancestor !== root && ancestor !== document.body) {
          const box = ancestor.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        position = style.position;
      }
      return [left, right];
    };

    const found: string[] = [];
    const check = (element: Element, box: DOMRect, text: string, isText: boolean) => {
      if (box.width === 0 && box.height === 0) return;
      let [left, right] = drawnSpan(element, box.left, box.right);
      // Its own text is clipped by the element's own overflow as well.
      if (isText && getComputedStyle(element).overflowX !== 'visible') {
        const own = element.getBoundingClientRect();
        [left, right] = [Math.max(left, own.left), Math.min(right, own.right)];
      }
      if (right - left <= TOLERANCE) return;
      if (left < -TOLERANCE || right > viewportWidth + TOLERANCE) {
        found.push(`${describe(element, text)} spans ${Math.round(left)}..${Math.round(right)}`);
      }
    };

    const drawn = (element: Element) =>
      element.closest('.sr-only') === null &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility === 'visible';

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!drawn(element)) continue;
      check(element, element.getBoundingClientRect(), element.textContent ?? '', false);
      // A run of text can stick out of a box that does not (a long word that cannot wrap).
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        check(element, range.getBoundingClientRect(), node.textContent, true);
      }
    }
    return { documentExcess: Math.max(0, root.scrollWidth - root.clientWidth), elements: found };
  });
}
