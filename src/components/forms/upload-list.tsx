import { CircleCheck, FileAudio, FileImage, FileVideo, RotateCcw, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { UploadItem } from '@/components/forms/use-media-uploads';

const MB = 1024 * 1024;

function FileIcon({ type }: { type: string }) {
  const className = 'size-5 shrink-0 text-brand-600';
  if (type.startsWith('image/')) return <FileImage aria-hidden="true" className={className} />;
  if (type.startsWith('video/')) return <FileVideo aria-hidden="true" className={className} />;
  return <FileAudio aria-hidden="true" className={className} />;
}

/**
 * The chosen files, each with its upload progress and a button to cancel it (or, once
 * uploaded, remove it). A failed upload can be tried again.
 */
export function UploadList({
  items,
  onRemove,
  onRetry,
}: {
  items: readonly UploadItem[];
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (items.length === 0) return null;
  // Written the reader's way (a decimal comma in some languages); no grouping, as before.
  const megabytes = new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  const whole = new Intl.NumberFormat(i18n.locale, { useGrouping: false });
  const percentage = new Intl.NumberFormat(i18n.locale, { style: 'percent' });

  /** '1.4 MB', '320 KB': enough to tell files apart, not an exact count. */
  function fileSize(bytes: number): string {
    if (bytes >= MB) {
      const size = megabytes.format(bytes / MB);
      return t`${size} MB`;
    }
    const size = whole.format(Math.max(1, Math.round(bytes / 1024)));
    return t`${size} KB`;
  }

  return (
    <ul aria-label={t`Files for your story`} className="flex flex-col gap-2">
      {items.map((item) => {
        const name = item.file.name;
        const percent = Math.round(item.progress * 100);
        const uploading = item.status === 'uploading';
        return (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-surface-raised p-3"
          >
            <div className="flex min-w-0 items-center gap-2">
              <FileIcon type={item.file.type} />
              <span className="min-w-0 flex-1 truncate font-medium" title={name}>
                {name}
              </span>
              <span className="shrink-0 text-sm text-ink-muted">{fileSize(item.file.size)}</span>
            </div>
            {uploading && (
              <div className="flex items-center gap-3">
                <progress
                  className="h-2 min-w-0 flex-1 accent-brand-600"
                  max={100}
                  value={percent}
                  aria-label={t`Uploading ${name}`}
                />
                <span className="w-12 shrink-0 text-end text-sm tabular-nums text-ink-muted">
                  {percentage.format(percent / 100)}
                </span>
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                {item.status === 'done' && (
                  <span className="inline-flex items-center gap-1 text-success-600">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    {t`Uploaded`}
                  </span>
                )}
                {item.status === 'failed' && (
                  <span className="font-medium text-danger-700">{t`Did not upload`}</span>
                )}
              </p>
              <div className="flex flex-wrap gap-1">
                {item.status === 'failed' && (
                  <button
                    type="button"
                    className="btn-quiet px-3"
                    aria-label={t`Try again ${name}`}
                    onClick={() => onRetry(item.id)}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t`Try again`}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-quiet px-3"
                  aria-label={uploading ? t`Cancel ${name}` : t`Remove ${name}`}
                  onClick={() => onRemove(item.id)}
                  disabled={item.removing}
                >
                  <X aria-hidden="true" className="size-4" />
                  {uploading ? t`Cancel` : t`Remove`}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
