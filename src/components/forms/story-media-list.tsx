import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { mediaKindFromUrl } from '@/domain/media-kind';
import { TapToLoadMedia } from '@/components/ui/tap-to-load-media';

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
  const { t } = useLingui();
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {urls.map((url, index) => {
        const kind = mediaKindFromUrl(url);
        const number = index + 1;
        // Whole phrases per kind: the number's place and the word's form differ by language.
        const name =
          kind === 'image'
            ? t`Image ${number}`
            : kind === 'video'
              ? t`Video ${number}`
              : kind === 'audio'
                ? t`Audio ${number}`
                : t`File ${number}`;
        const description =
          kind === 'image'
            ? t`Image shared with the story (${number})`
            : kind === 'video'
              ? t`Video shared with the story (${number})`
              : t`Audio shared with the story (${number})`;
        return (
          <li key={url} className="flex flex-col gap-2">
            {kind !== null && (
              <TapToLoadMedia
                url={url}
                kind={kind}
                size={sizes?.[url]}
                label={description}
                compact
              />
            )}
            {kind === null && <p className="text-sm text-ink-muted">{name}</p>}
            {onRemove && (
              <button
                type="button"
                className="btn-quiet self-start px-3"
                aria-label={t`Remove ${name}`}
                onClick={() => onRemove(url)}
              >
                <X aria-hidden="true" className="size-4" />
                {t`Remove`}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
