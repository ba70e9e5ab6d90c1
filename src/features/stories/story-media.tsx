import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-kind';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';

const NAME: Record<MediaKind, MessageDescriptor> = {
  image: msg`Image shared with the story`,
  video: msg`Video shared with the story`,
  audio: msg`Audio shared with the story`,
};

/**
 * A story's media by file extension, each behind a 'Show photo (1.2 MB)'-style button: nothing
 * is fetched until the reader taps it (safer, and cheaper on mobile data).
 */
export function StoryMedia({
  urls,
  sizes,
  describedBy,
}: {
  urls: readonly string[];
  /** Byte sizes aligned with `urls`, when known. */
  sizes?: readonly (number | null)[];
  describedBy?: string;
}) {
  const { i18n } = useLingui();
  const items = urls.flatMap((url, index) => {
    const kind = mediaKindFromUrl(url);
    return kind ? [{ url, kind, size: sizes?.[index] ?? null }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {items.map(({ url, kind, size }) => (
        <li key={url} className="flex flex-col">
          <TapToLoadMedia
            url={url}
            kind={kind}
            size={size}
            label={i18n._(NAME[kind])}
            describedBy={describedBy}
          />
        </li>
      ))}
    </ul>
  );
}
