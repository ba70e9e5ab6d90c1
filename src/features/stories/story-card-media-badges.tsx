import { Image, Mic, Video, type LucideIcon } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mediaKindFromUrl, type MediaKind } from '@/domain/media-kind';
import { formatCount } from '@/i18n/format-count';

const ICONS: Record<MediaKind, LucideIcon> = { image: Image, video: Video, audio: Mic };

const ORDER: readonly MediaKind[] = ['image', 'video', 'audio'];

/**
 * Says in words, with an icon, what a story holds besides its text (a photo, a voice note),
 * while it is still closed: she knows before opening it, and nothing is fetched for this.
 */
export function StoryCardMediaBadges({ urls }: { urls: readonly string[] }) {
  const { t, i18n } = useLingui();
  const counts = new Map<MediaKind, number>();
  for (const url of urls) {
    const kind = mediaKindFromUrl(url);
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  if (counts.size === 0) return null;

  /** 'Has a photo', 'Has 2 photos': one plural message per kind. */
  function badgeText(kind: MediaKind, count: number): string {
    const howMany = formatCount(count, i18n.locale);
    switch (kind) {
      case 'image':
        return t`${plural(count, { one: 'Has a photo', other: `Has ${howMany} photos` })}`;
      case 'video':
        return t`${plural(count, { one: 'Has a video', other: `Has ${howMany} videos` })}`;
      case 'audio':
        return t`${plural(count, { one: 'Has a voice note', other: `Has ${howMany} voice notes` })}`;
    }
  }

  return (
    <ul className="flex flex-wrap gap-2">
      {ORDER.flatMap((kind) => {
        const count = counts.get(kind);
        if (!count) return [];
        const Icon = ICONS[kind];
        return (
          <li
            key={kind}
            className="inline-flex items-center gap-1.5 rounded-full bg-calm-100 px-3 py-1 text-sm font-medium text-calm-700"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {badgeText(kind, count)}
          </li>
        );
      })}
    </ul>
  );
}
