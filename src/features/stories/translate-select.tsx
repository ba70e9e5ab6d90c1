import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isLanguageCode } from '@/domain/vocabularies';
import { translationLanguages } from '@/features/stories/translation-languages';
import type { StoryTranslation } from '@/features/stories/use-story-translation';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';

/**
 * The per-story language choice: Original plus the 12 languages, the interface language first.
 * It starts on Original even for a reader of another language, and translates only when she
 * picks one: a default target would send every story on screen to the translation provider,
 * spending the helpers' rate limit on stories she may only skim. Shown only where this
 * deployment has a translation provider.
 */
export function TranslateSelect({
  translation,
  describedBy,
}: {
  translation: StoryTranslation;
  /** The story's title, so the select says which story it translates. */
  describedBy?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  // Without a translation provider every choice would fail: not offered (nor prerendered).
  if (!useOfferedHelpers().translate) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {t`Translate`}
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
        <option value="">{t`Original`}</option>
        {translationLanguages(i18n.locale).map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {translation.loading && (
        <span role="status" className="text-ink-muted">
          {t`Translating...`}
        </span>
      )}
    </div>
  );
}
