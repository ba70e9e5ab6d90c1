import { expect, test } from './fixtures';

test('the footer offers India’s emergency numbers as call links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const number of ['112', '181']) {
    await expect(footer.getByRole('link', { name: number, exact: true })).toHaveAttribute(
      'href',
      `tel:${number}`,
    );
  }
  await expect(footer.getByText('1800-SAFE-NOW')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('Subscribe only shows a browser alert and sends nothing', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail').fill('reader@example.org');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => dialogs).toEqual(['alert']);
  expect(requests.filter((url) => !url.startsWith(`${baseURL}/assets/`))).toEqual([]);
});

test('Subscribe needs an e-mail', async ({ page }) => {
  await page.goto('/');
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.accept();
  });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  expect(alerted).toBe(false);
  await expect(page.getByRole('contentinfo').getByLabel('Your e-mail')).toHaveJSProperty(
    'validity.valueMissing',
    true,
  );
});

test('No Thanks hides the newsletter box', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'No Thanks' }).click();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(footer.getByLabel('Your e-mail')).toHaveCount(0);
});
