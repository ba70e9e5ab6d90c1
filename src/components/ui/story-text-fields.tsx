import { useId, type ReactNode } from 'react';
import { COPY } from '@/domain/copy';
import { STORY_CONTENT_MAX_CHARS, STORY_TITLE_MAX_CHARS } from '@/components/ui/story-text-limits';

/** The story's title, as Share Story and Edit Story ask for it. */
export function StoryTitleField({
  id,
  value,
  onChange,
}: {
  /** The identifying-details prompt points at the field by this id. */
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {COPY.titleLabel}
      </label>
      <input
        id={id}
        className="field"
        value={value}
        maxLength={STORY_TITLE_MAX_CHARS}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The story's text, with an optional hint above it and its helper buttons (children) below. */
export function StoryContentField({
  id,
  value,
  onChange,
  hint,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {COPY.storyLabel}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="field"
        rows={8}
        value={value}
        maxLength={STORY_CONTENT_MAX_CHARS}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
