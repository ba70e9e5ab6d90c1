import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { LabelledTextInput } from '@/components/ui/labelled-field';

/** The optional content warning of Share Story and Edit Story. */
export function ContentWarningField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledTextInput
      label={COPY.contentWarningLabel}
      hint={COPY.contentWarningHint}
      value={value}
      maxLength={LIMITS.contentWarningMaxChars}
      onChange={onChange}
    />
  );
}
