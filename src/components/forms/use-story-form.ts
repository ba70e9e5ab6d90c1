import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { backendErrorText, isBackendError } from '@/backend/backend-error';
import type { UploadOptions } from '@/backend/port';
import type { ErrorCode } from '@/domain/error-codes';
import type { StoryInputFields, storyInputSchema } from '@/domain/story-input';
import { useBackend } from '@/lib/backend-context';
import { useAfterWrite } from '@/lib/data-layer/after-write';
import { formToast, type FormToast } from '@/lib/toast';
import {
  findInFields,
  storyTextFields,
  type FieldFinding,
} from '@/components/forms/identifying-fields';
import { useMediaUploads, type MediaUploads } from '@/components/forms/use-media-uploads';
import { useSchemaForm } from '@/components/forms/use-schema-form';

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
  /** The operation's schema: a new story, or an edit (src/domain/story-input.ts). */
  schema: typeof storyInputSchema; // or storyUpdateSchema, of the same shape
  /** The media the story will have, given the URLs of the files uploaded here. */
  mediaUrls?: (uploaded: string[]) => string[];
  /** Sends the story as the schema gave it back (text trimmed) with its media, in order. */
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
  /** React's own pending state of the send. */
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
 * that start as soon as files are chosen, the operation's schema before sending (complete, no
 * hidden control characters, within the caps), then the gentle identifying-details prompt, and
 * what a refusal says. Whatever fails, what she wrote stays in the form.
 */
export function useStoryForm(options: StoryFormOptions): StoryForm {
  const backend = useBackend();
  const [fields, setFields] = useState(options.initial);
  // The identifying-details prompt is up (she submitted and the check found something).
  const [reviewing, setReviewing] = useState(false);
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
  const waiting = uploads.busy || uploads.hasFailed;
  const afterWrite = useAfterWrite();

  // The payload says whether she already chose to go on despite the identifying details.
  const form = useSchemaForm<
    StoryFormOptions['schema'],
    'title' | 'content' | 'tags' | 'contentWarning',
    boolean | undefined
  >({
    schema: options.schema,
    fields: ['title', 'content', 'tags', 'contentWarning'],
    values: () => ({
      ...fields,
      // Tags as she chose them; the schema refuses one the list does not have.
      tags: fields.tags as StoryInputFields['tags'],
      mediaUrls: options.mediaUrls ? options.mediaUrls(uploads.urls) : uploads.urls,
    }),
    maySubmit: () => !waiting && (!options.maySubmit || options.maySubmit()),
    async send(checked, anyway) {
      if (!anyway && detailsIn().length > 0) {
        setReviewing(true);
        return;
      }
      setReviewing(false);
      await options.send(
        {
          title: checked.title,
          content: checked.content,
          tags: checked.tags,
          contentWarning: checked.contentWarning ?? '',
        },
        checked.mediaUrls,
      );
      // Before anything else: a page that moves on must not remove files the story now uses.
      uploads.release();
      // Your Stories, the feed and Home show the story as it now is, without a reload.
      afterWrite('stories');
      latest.current.options.onSent();
    },
    onFailed(error) {
      const { refusalCodes, onFailed } = latest.current.options;
      if (isBackendError(error, 'unauthenticated')) signIn();
      else if (isBackendError(error) && error.code && refusalCodes.includes(error.code)) {
        toasts.error(backendErrorText(error));
      } else onFailed(error);
    },
    // A story form says what to fix in a toast, as the spec's messages are toasts.
    onRefused: (text) => toasts.error(text),
  });
  const titleId = form.idOf('title');
  const contentId = form.idOf('content');

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
    submitting: form.isPending,
    onSubmit: (event: FormEvent<HTMLFormElement>) => form.onSubmit(event),
    prompt: {
      open: reviewing,
      findings,
      onEdit: () => setReviewing(false),
      onProceed: () => form.submit(true),
    },
  };
}
