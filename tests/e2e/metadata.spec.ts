import type { Page } from '@playwright/test';
import { SECRET, containsBytes, exifTags, jpegWithMetadata } from '../../src/testing/image-samples';
import { expect, test } from './fixtures';
import { signedInAt } from './session';
import { fillStoryForm, shareIt, showPhoto, yourStories } from './story-form';

// A photo sent straight to the API, skipping the app, loses the same: server/media/
// media-metadata.test.ts.

/** A phone photo: GPS position, camera, XMP, IPTC and a comment, turned by Exif orientation 6. */
const PHOTO = Buffer.from(jpegWithMetadata({ orientation: 6 }));

/** Reads a stored file back from the server, as anyone with its URL would. */
async function storedBytes(page: Page, url: string): Promise<Uint8Array> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return new Uint8Array(await response.body());
}

function expectNoMetadata(bytes: Uint8Array) {
  expect(containsBytes(bytes, SECRET)).toBe(false);
  expect(containsBytes(bytes, 'http://ns.adobe.com/xap')).toBe(false);
  // Only the orientation is left, so the photo still shows the right way up.
  expect(exifTags(bytes)).toEqual([0x0112]);
}

test('a photo shared through the app loses its location on the phone, before it is sent', async ({
  page,
}) => {
  expect(exifTags(PHOTO)).toContain(0x8825); // the GPS IFD is really there
  // Keeps what the app hands to XMLHttpRequest, the bytes that leave the phone.
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    Object.assign(window, { __sentUploads: sent });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(this)
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) sent.push(body);
      return send.call(this, body);
    };
  });
  await signedInAt(page, '/share-story', 'photo-gps');
  const title = `Where I was ${Date.now()}`;
  const files = [{ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: PHOTO }];
  await fillStoryForm(page, { title, story: 'A photo taken on my phone.', files });
  await shareIt(page);

  // What left the phone had no metadata already.
  const sent = await page.evaluate(async () => {
    const uploads = (window as unknown as { __sentUploads: Blob[] }).__sentUploads;
    return Promise.all(uploads.map(async (blob) => [...new Uint8Array(await blob.arrayBuffer())]));
  });
  expect(sent).toHaveLength(1);
  expectNoMetadata(Uint8Array.from(sent[0] ?? []));

  const card = yourStories(page).getByRole('article', { name: title });
  const src = await showPhoto(card);
  expect(src).toMatch(/\/media\/[^/]+\.jpg$/);
  // Still a picture the browser can draw.
  const image = card.getByRole('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  expectNoMetadata(await storedBytes(page, src));
});
