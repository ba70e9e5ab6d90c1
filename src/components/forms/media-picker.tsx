import { useId, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { Paperclip } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import type { FileScreening } from '@/domain/media-files';
import { UploadList } from '@/components/forms/upload-list';
import type { MediaUploads } from '@/components/forms/use-media-uploads';

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
  /**
   * Asked before the chooser opens and when files are picked; false stops it (for example to ask
   * her to sign in). A promise answers later (the session is not known yet): files picked
   * meanwhile wait for it instead of being dropped.
   */
  mayPick?: () => boolean | Promise<boolean>;
  /** Id of the line that says why the form cannot be sent yet (uploads under way or failed). */
  statusId: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function open(event: MouseEvent<HTMLInputElement>) {
    if (mayPick() === false) event.preventDefault();
  }

  function take(files: File[]) {
    const { accepted, errors } = screen(files);
    for (const error of errors) toast.error(error, { id: error });
    uploads.add(accepted);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) still counts as a change.
    event.target.value = '';
    if (files.length === 0) return;
    const allowed = mayPick();
    if (allowed === true) take(files);
    else if (allowed !== false) void allowed.then((ok) => ok && take(files));
  }

  async function remove(id: string) {
    if (await uploads.remove(id)) inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      {/* Names the input through aria-labelledby: the one <label> is the button below. */}
      <span id={labelId} className="font-semibold">
        {label}
      </span>
      {hint && (
        <p id={hintId} className="-mt-2 text-base text-ink-muted">
          {hint}
        </p>
      )}
      {/* The native input stays the control (Tab reaches it, screen readers announce it under
          the field's label) but is drawn as the button beside it, without the browser's
          'No file chosen': the files chosen are listed below instead. */}
      <div className="relative flex">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept="image/*,video/*,audio/*"
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          onClick={open}
          onChange={pick}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-solid"
        >
          <Paperclip aria-hidden="true" className="size-5" />
          {t`Choose files`}
        </label>
      </div>
      <UploadList
        items={uploads.items}
        onRemove={(id) => void remove(id)}
        onRetry={uploads.retry}
      />
      <p id={statusId} role="status" className="text-base font-medium text-ink">
        {uploads.busy
          ? t`Please wait a moment: your files are still uploading.`
          : uploads.hasFailed
            ? t`A file did not upload. Try it again or remove it to continue.`
            : ''}
      </p>
    </div>
  );
}
