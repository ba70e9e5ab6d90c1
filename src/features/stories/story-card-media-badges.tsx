import { Image, Mic, Video, type LucideIcon } from 'lucide-react';
import { STORIES_COPY } from '@/domain/copy/stories';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-files';
import { fillCopy } from '@/lib/fill-copy';

const BADGES: Record<MediaKind, { icon: LucideIcon; one: string; many: string }> = {
  image: { icon: Image, one: STORIES_COPY.hasPhotoOne, many: STORIES_COPY.hasPhotoMany },
  video: { icon: Video, one: STORIES_COPY.hasVideoOne, many: STORIES_COPY.hasVideoMany },
  audio: { icon: Mic, one: STORIES_COPY.hasVoiceNoteOne, many: STORIES_COPY.hasVoiceNoteMany },
};

const ORDER: readonly MediaKind[] = ['image', 'video', 'audio'];

/**
 * Says in words, with an icon, what a story holds besides its text (a photo, a voice note),
 * while it is still closed: she knows before opening it, and nothing is fetched for this.
 */
export function StoryCardMediaBadges({ urls }: { urls: readonly string[] }) {
  const counts = new Map<MediaKind, number>();
  for (const url of urls) {
    const kind = mediaKindFromUrl(url);
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {ORDER.flatMap((kind) => {
        const count = counts.get(kind);
        if (!count) return [];
        const { icon: Icon, one, many } = BADGES[kind];
        return (
          <li
            key={kind}
            className="inline-flex items-center gap-1.5 rounded-full bg-calm-100 px-3 py-1 text-sm font-medium text-calm-700"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {count === 1 ? one : fillCopy(many, { count })}
          </li>
        );
      })}
    </ul>
  );
}
