// axe-core, run in the page as it is now, for its serious and critical violations. Run directly
// rather than through @axe-core/playwright's AxeBuilder, which for every scan evaluates axe's
// half a megabyte twice, opens a blank page to finish the run in (for frames from other origins,
// which the app never shows) and gathers the passes and incomplete results these checks never
// read. A scan's violations are the same either way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious or critical axe violations on the page as it is now. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Once per document: a navigation starts a new one without axe.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // What is still fading or sliding in (a toast) is judged once it has arrived, not halfway
    // through; endless animations (a spinner) are not waited for.
    const arriving = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(arriving), new Promise((done) => setTimeout(done, 2000))]);
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  });
}
