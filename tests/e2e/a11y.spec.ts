import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ROUTE_HEADINGS } from './routes';

const paths = ['/', ...ROUTE_HEADINGS.map((route) => route.path)];

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of paths) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Open every collapsed hub so its content is checked too.
        const closedHubs = page.locator('details:not([open]) > summary');
        while ((await closedHubs.count()) > 0) await closedHubs.first().click();
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
          );
        expect(blocking).toEqual([]);
      });
    }
  });
}
