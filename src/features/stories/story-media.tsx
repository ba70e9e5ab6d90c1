import { COPY } from '@/domain/copy';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-files';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';

const NAME: Record<MediaKind, string> = {
  image: COPY.storyImageAlt,
  video: COPY.storyVideoLabel,
  audio: COPY.storyAudioLabel,
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
            label={NAME[kind]}
            describedBy={describedBy}
          />
        </li>
      ))}
    </ul>
  );
}
