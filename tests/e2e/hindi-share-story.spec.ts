// Share Story and Edit Story in Hindi (issue 15, slice 3): a signed-in reader who chose Hindi
// shares a story with a photo and opens it again from her own list, all in her language.
import { expect, test } from './fixtures';
import { signUpAndSignIn } from './session';
import { hindi } from './i18n-catalogue';
import { chooseLanguage } from './i18n-seed';

// A 1 x 1 PNG: a real, tiny photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A message of the form catalogues, its placeholders filled. */
function filled(area: string, english: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    hindi(area, english),
  );
}

test('a Hindi reader shares a story with a photo and opens it again to edit', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'hi');
  await signUpAndSignIn(page, 'hindi-share');
  // The photo waits until the list has been seen uploading.
  let releaseUpload = () => {};
  const uploadMayGo = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/media?**', async (route) => {
    await uploadMayGo;
    await route.continue();
  });

  await page.goto('/share-story');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('share-story', 'Share Your Story') }),
  ).toBeVisible();
  const yourStories = page.getByRole('region', { name: hindi('share-story', 'Your Stories') });
  await expect(yourStories.getByText(hindi('share-story', 'Loading your stories...'))).toHaveCount(
    0,
  );

  const title = `हिन्दी में ${Date.now()}`;
  await page.getByRole('textbox', { name: hindi('forms', 'Title'), exact: true }).fill(title);
  await page.getByRole('textbox', { name: hindi('forms', 'Your Story') }).fill('एक तस्वीर के साथ।');
  await page
    .getByLabel(hindi('share-story', 'Upload Media (Optional, Max 200MB)'))
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });

  const uploads = page.getByRole('list', { name: hindi('forms', 'Files for your story') });
  await expect(
    uploads.getByRole('progressbar', {
      name: filled('forms', 'Uploading {name}', { name: 'photo.png' }),
    }),
  ).toBeVisible();
  await expect(
    page.getByText(hindi('forms', 'Please wait a moment: your files are still uploading.')),
  ).toBeVisible();
  releaseUpload();
  await expect(uploads.getByText(hindi('forms', 'Uploaded'))).toBeVisible();
  await expect(
    uploads.getByRole('button', { name: filled('forms', 'Remove {name}', { name: 'photo.png' }) }),
  ).toBeVisible();

  await page
    .getByRole('button', { name: hindi('share-story', 'Share Story'), exact: true })
    .click();
  await expect(
    page
      .locator('[role="status"][aria-live]')
      .filter({ hasText: hindi('messages', 'storyShared') }),
  ).toBeVisible();

  const card = yourStories.getByRole('article', { name: title });
  await card.getByRole('link', { name: hindi('share-story', 'Edit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: hindi('edit-story', 'Edit Story') }),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: hindi('forms', 'Title'), exact: true }),
  ).toHaveValue(title);
});
