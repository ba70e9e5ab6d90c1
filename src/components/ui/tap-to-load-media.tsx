import { useRef, useState, type RefCallback } from 'react';
import { Image as ImageIcon, Music, Play } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatFileSize, wholeBytesUnderKilobyte } from '@/domain/file-size';
import type { MediaKind } from '@/domain/media-kind';

const ICON = { image: ImageIcon, video: Play, audio: Music } as const;

function maxHeight(compact: boolean): string {
  return compact ? 'max-h-64' : 'max-h-96';
}

/**
 * One photo, video or voice message that is not fetched at all until she taps it: no `src` is in
 * the page before then (cheaper on mobile data, and nothing appears on screen unasked).
 */
export function TapToLoadMedia({
  url,
  kind,
  size: sizeBytes,
  label,
  describedBy,
  compact = false,
}: {
  url: string;
  kind: MediaKind;
  size?: number | null;
  /** The accessible name of the loaded media ('Image shared with the story'). */
  label: string;
  /** Usually the story title's id, so a screen reader says whose media it is. */
  describedBy?: string;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(false);
  const mediaRef = useRef<HTMLElement | null>(null);
  const keepMedia = (element: HTMLElement | null) => {
    mediaRef.current = element;
  };
  const Icon = ICON[kind];

  if (!loaded) {
    // 'Show photo (1.2 MB)', or 'Play video (size unknown)' when the backend did not say: one
    // sentence per kind, so a language can place the size where it reads best.
    const known = typeof sizeBytes === 'number' && Number.isFinite(sizeBytes) && sizeBytes >= 0;
    const bytes = known ? wholeBytesUnderKilobyte(sizeBytes) : null;
    const size = !known
      ? t`size unknown`
      : bytes !== null
        ? plural(bytes, { one: '# byte', other: '# bytes' })
        : formatFileSize(sizeBytes);
    const action =
      kind === 'image'
        ? t`Show photo (${size})`
        : kind === 'video'
          ? t`Play video (${size})`
          : t`Play audio (${size})`;
    return (
      <button
        type="button"
        className="btn-secondary self-start"
        aria-describedby={describedBy}
        onClick={() => {
          setLoaded(true);
          // The button goes away: focus follows to what it showed.
          requestAnimationFrame(() => mediaRef.current?.focus());
        }}
      >
        <Icon aria-hidden="true" className="size-5" />
        {action}
      </button>
    );
  }
  if (kind === 'image') {
    return (
      <img
        ref={keepMedia}
        src={url}
        alt={label}
        tabIndex={-1}
        decoding="async"
        className={`${maxHeight(compact)} w-auto max-w-full rounded-xl object-contain outline-none`}
      />
    );
  }
  return <MediaPlayer mediaRef={keepMedia} kind={kind} url={url} label={label} compact={compact} />;
}

/**
 * A video or voice message she chose to play: it starts at once, with the browser's own controls.
 * Stories' media come without captions, so there is no <track> to offer.
 */
function MediaPlayer({
  kind,
  url,
  label,
  compact,
  mediaRef,
}: {
  kind: 'video' | 'audio';
  url: string;
  label: string;
  compact: boolean;
  mediaRef: RefCallback<HTMLMediaElement>;
}) {
  const Player = kind;
  return (
    <Player
      ref={mediaRef}
      src={url}
      controls
      autoPlay
      preload="metadata"
      aria-label={label}
      className={
        kind === 'video' ? `${maxHeight(compact)} w-full rounded-xl bg-surface-sunken` : 'w-full'
      }
    />
  );
}
