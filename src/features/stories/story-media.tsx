import { COPY } from '@/domain/copy';
import { mediaKindFromUrl } from '@/domain/media-files';

/**
 * A story's media by file extension. Shown only once the reader opens the story, and nothing
 * plays or downloads until she taps it (`preload="none"`, lazy images).
 */
export function StoryMedia({ urls }: { urls: readonly string[] }) {
  const items = urls.flatMap((url) => {
    const kind = mediaKindFromUrl(url);
    return kind ? [{ url, kind }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {items.map(({ url, kind }) => (
        <li key={url}>
          {kind === 'image' && (
            <img
              src={url}
              alt={COPY.storyImageAlt}
              loading="lazy"
              decoding="async"
              className="max-h-96 w-auto max-w-full rounded-xl"
            />
          )}
          {kind === 'video' && (
            // Stories' videos come without captions; the reader chooses to play them.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={url}
              controls
              preload="none"
              aria-label={COPY.storyVideoLabel}
              className="max-h-96 w-full rounded-xl bg-surface-sunken"
            />
          )}
          {kind === 'audio' && (
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <audio
              src={url}
              controls
              preload="none"
              aria-label={COPY.storyAudioLabel}
              className="w-full"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
