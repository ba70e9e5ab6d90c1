// The accessibility scan every route goes through must itself catch what it is there to catch.
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';

test('the axe scan reports serious violations and passes a clean page', async ({ page }) => {
  await page.setContent('<main><h1>Sahas</h1><button></button><img src="data:,"></main>');
  const found = await blockingViolations(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^button-name: /),
      expect.stringMatching(/^image-alt: /),
    ]),
  );

  await page.setContent(
    '<html lang="en"><head><title>Sahas</title></head><body><main><h1>Sahas</h1><button>Share</button></main></body></html>',
  );
  expect(await blockingViolations(page)).toEqual([]);
});
