import { X } from 'lucide-react';
import { COPY } from '@/domain/copy';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-files';

const KIND_LABEL: Record<MediaKind, string> = {
  image: COPY.mediaImage,
  video: COPY.mediaVideo,
  audio: COPY.mediaAudio,
};

const KIND_ALT: Record<MediaKind, string> = {
  image: COPY.storyImageAlt,
  video: COPY.storyVideoLabel,
  audio: COPY.storyAudioLabel,
};

/**
 * A story's media by file extension. Nothing plays or downloads until tapped (`preload="none"`,
 * lazy images). With `onRemove`, each item gets a Remove button naming it ('Remove Image 2').
 */
export function StoryMediaList({
  urls,
  onRemove,
  label,
}: {
  urls: readonly string[];
  onRemove?: (url: string) => void;
  label?: string;
}) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {urls.map((url, index) => {
        const kind = mediaKindFromUrl(url);
        const name = `${kind ? KIND_LABEL[kind] : COPY.mediaFile} ${index + 1}`;
        return (
          <li key={url} className="flex flex-col gap-2">
            {kind === 'image' && (
              <img
                src={url}
                alt={`${KIND_ALT.image} (${index + 1})`}
                loading="lazy"
                decoding="async"
                className="max-h-64 w-auto max-w-full rounded-xl object-contain"
              />
            )}
            {kind === 'video' && (
              // Stories' videos come without captions; she chooses to play them.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                src={url}
                controls
                preload="none"
                aria-label={`${KIND_ALT.video} (${index + 1})`}
                className="max-h-64 w-full rounded-xl bg-surface-sunken"
              />
            )}
            {kind === 'audio' && (
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <audio
                src={url}
                controls
                preload="none"
                aria-label={`${KIND_ALT.audio} (${index + 1})`}
                className="w-full"
              />
            )}
            {kind === null && <p className="text-sm text-ink-muted">{name}</p>}
            {onRemove && (
              <button
                type="button"
                className="btn-quiet self-start px-3"
                aria-label={`${COPY.removeFile} ${name}`}
                onClick={() => onRemove(url)}
              >
                <X aria-hidden="true" className="size-4" />
                {COPY.removeFile}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
