import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fails unless `element` is what is drawn on top at its four corners and its centre: nothing
 * (a toast, Quick exit, the header) lies over it. The corners are taken inside a rounded border,
 * where a pill-shaped button is not hit.
 */
export async function expectUncovered(element: Locator): Promise<void> {
  const hidden = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const round = parseFloat(getComputedStyle(target).borderTopLeftRadius) || 0;
    const side = Math.max(2, Math.min(round, box.height / 2, box.width / 2));
    const points: [number, number][] = [
      [box.left + side, box.top + 2],
      [box.right - side, box.top + 2],
      [box.left + side, box.bottom - 2],
      [box.right - side, box.bottom - 2],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    return points.flatMap(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      if (top && target.contains(top)) return [];
      const what = top ? top.outerHTML.slice(0, 80) : 'outside the viewport';
      return [`${Math.round(x)},${Math.round(y)}: ${what}`];
    });
  });
  expect(hidden, `points of ${String(element)} under something`).toEqual([]);
}
