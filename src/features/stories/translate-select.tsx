import { useId } from 'react';
import { STORIES_COPY } from '@/domain/copy/stories';
import { isLanguageCode, TRANSLATION_LANGUAGES } from '@/domain/vocabularies';
import type { StoryTranslation } from '@/features/stories/use-story-translation';

/** The per-story language choice: Original plus the 12 languages. */
export function TranslateSelect({
  translation,
  describedBy,
}: {
  translation: StoryTranslation;
  /** The story's title, so the select says which story it translates. */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {STORIES_COPY.translateLabel}
      </label>
      <select
        id={id}
        className="field w-auto py-1 text-sm"
        value={translation.language}
        aria-describedby={describedBy}
        aria-busy={translation.loading}
        onChange={(event) => {
          const value = event.target.value;
          translation.choose(isLanguageCode(value) ? value : '');
        }}
      >
        <option value="">{STORIES_COPY.original}</option>
        {TRANSLATION_LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {translation.loading && (
        <span role="status" className="text-ink-muted">
          {STORIES_COPY.translating}
        </span>
      )}
    </div>
  );
}
