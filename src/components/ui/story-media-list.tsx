import { X } from 'lucide-react';
import { COPY } from '@/domain/copy';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-files';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';

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
 * A story's media by file extension. Nothing is fetched until tapped: each item starts as a
 * 'Show photo (1.2 MB)'-style button. With `onRemove`, each item gets a Remove button naming it
 * ('Remove Image 2').
 */
export function StoryMediaList({
  urls,
  sizes,
  onRemove,
  label,
}: {
  urls: readonly string[];
  /** Byte size by URL, when known (see mediaSizesByUrl). */
  sizes?: Readonly<Record<string, number | null>>;
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
            {kind !== null && (
              <TapToLoadMedia
                url={url}
                kind={kind}
                size={sizes?.[url]}
                label={`${KIND_ALT[kind]} (${index + 1})`}
                compact
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
