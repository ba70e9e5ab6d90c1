import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@/domain/limits';
import { LabelledTextInput } from '@/components/forms/labelled-field';

/** The optional content warning of Share Story and Edit Story. */
export function ContentWarningField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <LabelledTextInput
      label={t`Content warning (optional)`}
      hint={t`Readers see this first and choose whether to open your story, for example "Mentions physical violence".`}
      value={value}
      maxLength={LIMITS.contentWarningMaxChars}
      onChange={onChange}
    />
  );
}
