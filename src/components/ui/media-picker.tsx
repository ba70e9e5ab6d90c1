import { useId, useRef, type ChangeEvent, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { COPY } from '@/domain/copy';
import type { FileScreening } from '@/domain/media-files';
import { UploadList } from '@/components/ui/upload-list';
import type { MediaUploads } from '@/components/ui/use-media-uploads';

/**
 * The media field of the story forms: a file input (image, video, audio; several at once),
 * then the chosen files with their progress. Files are screened first (size, type, count),
 * each problem gets its toast, and what passes starts uploading at once.
 */
export function MediaPicker({
  label,
  hint,
  uploads,
  screen,
  mayPick = () => true,
  statusId,
}: {
  label: string;
  hint?: string;
  uploads: MediaUploads;
  screen: (files: File[]) => FileScreening<File>;
  /** Asked before the chooser opens; false stops it (for example to ask her to sign in). */
  mayPick?: () => boolean;
  /** Id of the line that says why the form cannot be sent yet (uploads under way or failed). */
  statusId: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function open(event: MouseEvent<HTMLInputElement>) {
    if (!mayPick()) event.preventDefault();
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still counts as a change.
    event.target.value = '';
    if (files.length === 0 || !mayPick()) return;
    const { accepted, errors } = screen(files);
    for (const error of errors) toast.error(error, { id: error });
    uploads.add(accepted);
  }

  async function remove(id: string) {
    if (await uploads.remove(id)) inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-2 text-base text-ink-muted">
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept="image/*,video/*,audio/*"
        aria-describedby={hint ? hintId : undefined}
        onClick={open}
        onChange={pick}
        className="min-h-tap w-full max-w-full text-sm text-ink file:mr-3 file:min-h-tap file:cursor-pointer file:rounded-full file:border-2 file:border-brand-600 file:bg-surface-raised file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
      />
      <UploadList
        items={uploads.items}
        onRemove={(id) => void remove(id)}
        onRetry={uploads.retry}
      />
      <p id={statusId} role="status" className="text-base font-medium text-ink">
        {uploads.busy ? COPY.waitForUploads : uploads.hasFailed ? COPY.fixFailedUploads : ''}
      </p>
    </div>
  );
}
