import { useId } from 'react';
import { COPY } from '@/domain/copy';
import { TRANSLATION_LANGUAGES } from '@/domain/vocabularies';

/**
 * The per-story language choice (Original plus 12 languages). Translation is not wired to the
 * service yet, so the select is shown but disabled and says why, rather than pretending.
 */
export function TranslateSelect() {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {COPY.translateLabel}
      </label>
      <select
        id={id}
        className="field w-auto py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60"
        disabled
        defaultValue=""
        title={COPY.translationUnavailable}
        aria-describedby={hintId}
      >
        <option value="">{COPY.original}</option>
        {TRANSLATION_LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <span id={hintId} className="sr-only">
        {COPY.translationUnavailable}
      </span>
    </div>
  );
}
