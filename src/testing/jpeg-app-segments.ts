// A real 2 × 2 JPEG carrying the application segments besides Exif and XMP that cameras, phones
// and editors write (each holding SECRET), and the three a decoder may need: for the JPEG
// stripper's tests in the browser and on the server.
import { PLAIN_JPEG, SECRET, concat, jpegSegment } from './image-samples';

/** Kept: they describe how to decode the image, not the photo, its maker or its place. */
export const KEPT_JPEG_SEGMENTS = {
  // An ICC profile's first (and only) chunk; a real profile is bytes of colour tables.
  icc: jpegSegment(0xe2, concat('ICC_PROFILE\0', [1, 1], 'colour tables')),
  // Adobe APP14: version 100, no flags, transform 1 (the data is YCbCr, as JFIF says).
  adobe: jpegSegment(0xee, concat('Adobe', [0x00, 0x64, 0, 0, 0, 0, 1])),
};

/** Dropped: what they carry may name the photo's maker, place or first version. */
export const DROPPED_JPEG_SEGMENTS = {
  // A JFXX extension: a thumbnail of the original picture, which survives a crop or a blur.
  jfxxThumbnail: jpegSegment(0xe0, concat('JFXX\0', [0x10], `${SECRET}-thumbnail`)),
  app3: jpegSegment(0xe3, `${SECRET}-APP3 camera notes`),
  ducky: jpegSegment(0xec, concat('Ducky', [0x00, 0x01, 0x00, 0x04], `${SECRET}-quality`)),
  photoshopIrb: jpegSegment(
    0xed,
    concat('Photoshop 3.0\0', '8BIM', [0x04, 0x04, 0, 0], [0, 0, 0, 14], `${SECRET}-IPTC-IRB`),
  ),
  jpg0: jpegSegment(0xf0, `${SECRET}-JPG0 extension`),
  jpg13: jpegSegment(0xfd, `${SECRET}-JPG13 extension`),
};

const AFTER_APP0 = 20; // SOI (2) + APP0 JFIF (18)

/** The photo with every segment above after its JFIF header, and what stripping leaves of it. */
export function jpegWithAppSegments(): {
  photo: Uint8Array<ArrayBuffer>;
  stripped: Uint8Array<ArrayBuffer>;
} {
  const { icc, adobe } = KEPT_JPEG_SEGMENTS;
  const d = DROPPED_JPEG_SEGMENTS;
  const head = PLAIN_JPEG.subarray(0, AFTER_APP0);
  const rest = PLAIN_JPEG.subarray(AFTER_APP0);
  return {
    photo: concat(
      head,
      d.jfxxThumbnail,
      icc,
      d.app3,
      d.ducky,
      d.photoshopIrb,
      adobe,
      d.jpg0,
      d.jpg13,
      rest,
    ),
    stripped: concat(head, icc, adobe, rest),
  };
}
