import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { backendErrorText, isBackendError } from '@/backend/backend-error';
import type { UploadOptions } from '@/backend/port';
import { validateStoryTextCharacters } from '@/domain/control-characters';
import type { ErrorCode } from '@/domain/error-codes';
import type { ValidationResult } from '@/domain/validation-result';
import { useBackend } from '@/lib/backend-context';
import { formToast, type FormToast } from '@/lib/toast';
import {
  findInFields,
  storyTextFields,
  type FieldFinding,
} from '@/components/forms/identifying-fields';
import { useMediaUploads, type MediaUploads } from '@/components/forms/use-media-uploads';
import { message } from '@/i18n/message';

/** What she writes in Share Story and Edit Story. */
export interface StoryFields {
  title: string;
  content: string;
  tags: string[];
  contentWarning: string;
}

export interface StoryFormOptions {
  initial: StoryFields;
  purpose: NonNullable<UploadOptions['purpose']>;
  /** Her session is gone (an upload or the submit said so): ask her to sign in. */
  onUnauthenticated: (fields: StoryFields) => void;
  /** Asked first when she submits; false stops quietly (a visitor is sent to sign in). */
  maySubmit?: () => boolean;
  /** The page's rule for a complete story; `files` are those uploaded. */
  validate: (draft: StoryFields & { files: File[] }) => ValidationResult;
  /** Sends the story (text trimmed) with the uploaded files' URLs, in the order chosen. */
  send: (fields: StoryFields, mediaUrls: string[]) => Promise<unknown>;
  /** After the server took it; the uploads now belong to the story. */
  onSent: () => void;
  /** Refusals whose catalogue message says what to fix: shown as they are, the form kept. */
  refusalCodes: readonly ErrorCode[];
  /** Any other failure of `send`. */
  onFailed: (error: unknown) => void;
}

export interface StoryForm {
  fields: StoryFields;
  setTitle: (title: string) => void;
  setContent: (content: string) => void;
  setTags: (tags: string[]) => void;
  toggleTag: (tag: string) => void;
  setContentWarning: (warning: string) => void;
  /** Empties every field (after a story is shared). */
  clear: () => void;
  /** Element ids: the identifying-details prompt points at the fields, the button at the status. */
  ids: { title: string; content: string; uploadStatus: string };
  uploads: MediaUploads;
  /** Files are on their way or failed: the story waits for them. */
  waiting: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For IdentifyingDetailsPrompt. */
  prompt: {
    open: boolean;
    findings: FieldFinding[];
    onEdit: () => void;
    onProceed: () => void;
  };
}

/**
 * The toasts of a story form: what the checks, the refusals and the page's own success or
 * failure say all share one id, so the outcome of a retry replaces the error before it.
 */
export function storyFormToast(purpose: StoryFormOptions['purpose']): FormToast {
  return formToast(`story-form-${purpose}`);
}

const EMPTY: StoryFields = { title: '', content: '', tags: [], contentWarning: '' };

/**
 * The state and the sending of the story forms (Share Story, Edit Story): the fields, uploads
 * that start as soon as files are chosen, the checks before sending (complete, no hidden control
 * characters, then the gentle identifying-details prompt) and what a refusal says. Whatever
 * fails, what she wrote stays in the form.
 */
export function useStoryForm(options: StoryFormOptions): StoryForm {
  const backend = useBackend();
  const [fields, setFields] = useState(options.initial);
  const [submitting, setSubmitting] = useState(false);
  // The identifying-details prompt is up (she submitted and the check found something).
  const [reviewing, setReviewing] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const uploadStatusId = useId();
  const toasts = storyFormToast(options.purpose);
  // Async callbacks (an upload refused, a reply from the server) read the latest of these.
  const latest = useRef({ options, fields });

  useEffect(() => {
    latest.current = { options, fields };
  });

  const signIn = useCallback(
    () => latest.current.options.onUnauthenticated(latest.current.fields),
    [],
  );
  const uploads = useMediaUploads({
    media: backend.media,
    purpose: options.purpose,
    onUnauthenticated: signIn,
  });

  const setTitle = useCallback(
    (title: string) => setFields((current) => ({ ...current, title })),
    [],
  );
  const setContent = useCallback(
    (content: string) => setFields((current) => ({ ...current, content })),
    [],
  );
  const setTags = useCallback(
    (tags: string[]) => setFields((current) => ({ ...current, tags })),
    [],
  );
  const setContentWarning = useCallback(
    (contentWarning: string) => setFields((current) => ({ ...current, contentWarning })),
    [],
  );

  function toggleTag(tag: string) {
    setFields((current) => ({
      ...current,
      tags: current.tags.includes(tag)
        ? current.tags.filter((t) => t !== tag)
        : [...current.tags, tag],
    }));
  }

  const detailsIn = useCallback(
    () =>
      findInFields(
        storyTextFields(
          { id: titleId, text: fields.title },
          { id: contentId, text: fields.content },
        ),
      ),
    [titleId, contentId, fields.title, fields.content],
  );
  const findings = useMemo(() => (reviewing ? detailsIn() : []), [reviewing, detailsIn]);

  const waiting = uploads.busy || uploads.hasFailed;

  /** Sends the story; unless she already chose to go on anyway, the details check comes first. */
  async function submit({ checkDetails }: { checkDetails: boolean }) {
    if (submitting || waiting || (options.maySubmit && !options.maySubmit())) return;
    const files = uploads.items.filter((item) => item.status === 'done').map((item) => item.file);
    const complete = options.validate({ ...fields, files });
    if (!complete.ok) {
      toasts.error(message(complete.code));
      return;
    }
    const plain = validateStoryTextCharacters(fields);
    if (!plain.ok) {
      toasts.error(message(plain.code));
      return;
    }
    if (checkDetails && detailsIn().length > 0) {
      setReviewing(true);
      return;
    }
    setReviewing(false);
    setSubmitting(true);
    try {
      await options.send(
        {
          title: fields.title.trim(),
          content: fields.content.trim(),
          tags: fields.tags,
          contentWarning: fields.contentWarning.trim(),
        },
        uploads.urls,
      );
      // Before anything else: a page that moves on must not remove files the story now uses.
      uploads.release();
      latest.current.options.onSent();
    } catch (error) {
      const { refusalCodes, onFailed } = latest.current.options;
      if (isBackendError(error, 'unauthenticated')) signIn();
      else if (isBackendError(error) && error.code && refusalCodes.includes(error.code)) {
        toasts.error(backendErrorText(error));
      } else onFailed(error);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    fields,
    setTitle,
    setContent,
    setTags,
    toggleTag,
    setContentWarning,
    clear: () => setFields(EMPTY),
    ids: { title: titleId, content: contentId, uploadStatus: uploadStatusId },
    uploads,
    waiting,
    submitting,
    onSubmit: (event) => {
      event.preventDefault();
      void submit({ checkDetails: true });
    },
    prompt: {
      open: reviewing,
      findings,
      onEdit: () => setReviewing(false),
      onProceed: () => void submit({ checkDetails: false }),
    },
  };
}
