import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/limits';
import { LabelledField, LabelledTextInput } from '@/components/forms/labelled-field';

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
  const { t } = useLingui();
  return (
    <LabelledTextInput
      id={id}
      label={t`Title`}
      value={value}
      maxLength={LIMITS.storyTitleMaxChars}
      onChange={onChange}
    />
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
  const { t } = useLingui();
  return (
    <LabelledField id={id} label={t`Your Story`} hint={hint} below={children}>
      {(wiring) => (
        <textarea
          {...wiring}
          className="field"
          rows={8}
          value={value}
          maxLength={LIMITS.storyContentMaxChars}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}
