import { CircleCheck, FileAudio, FileImage, FileVideo, RotateCcw, X } from 'lucide-react';
import { COPY } from '@/domain/copy';
import type { UploadItem } from '@/components/ui/use-media-uploads';

/** '1.4 MB', '320 KB': enough to tell files apart, not an exact count. */
function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

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
  if (items.length === 0) return null;
  return (
    <ul aria-label={COPY.uploadListLabel} className="flex flex-col gap-2">
      {items.map((item) => {
        const name = item.file.name;
        const percent = Math.round(item.progress * 100);
        const action = item.status === 'uploading' ? COPY.cancel : COPY.removeFile;
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
              <span className="shrink-0 text-sm text-ink-muted">
                {formatFileSize(item.file.size)}
              </span>
            </div>
            {item.status === 'uploading' && (
              <div className="flex items-center gap-3">
                <progress
                  className="h-2 min-w-0 flex-1 accent-brand-600"
                  max={100}
                  value={percent}
                  aria-label={`${COPY.uploadingFile} ${name}`}
                />
                <span className="w-12 shrink-0 text-end text-sm tabular-nums text-ink-muted">
                  {percent}%
                </span>
              </div>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                {item.status === 'done' && (
                  <span className="inline-flex items-center gap-1 text-success-600">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    {COPY.fileUploaded}
                  </span>
                )}
                {item.status === 'failed' && (
                  <span className="font-medium text-danger-700">{COPY.fileUploadFailed}</span>
                )}
              </p>
              <div className="flex flex-wrap gap-1">
                {item.status === 'failed' && (
                  <button
                    type="button"
                    className="btn-quiet px-3"
                    aria-label={`${COPY.retryUpload} ${name}`}
                    onClick={() => onRetry(item.id)}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {COPY.retryUpload}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-quiet px-3"
                  aria-label={`${action} ${name}`}
                  onClick={() => onRemove(item.id)}
                  disabled={item.removing}
                >
                  <X aria-hidden="true" className="size-4" />
                  {action}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
