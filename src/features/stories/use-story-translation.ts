import { useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react';
import { failureReason } from '@/backend/backend-error';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';
import type { LanguageCode } from '@/domain/vocabularies';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { translationLanguageName } from '@/features/stories/translation-languages';

export interface StoryTranslation {
  /** '' is Original. */
  language: LanguageCode | '';
  loading: boolean;
  /** The language of the text shown: the chosen one once its translation is here. */
  shownIn: LanguageCode | '' | undefined;
  title: string;
  content: string;
  choose(language: LanguageCode | ''): void;
}

/** A story's translation into one language, of the story as it was last edited. */
function translationKey(story: Story, language: LanguageCode | '') {
  return language === '' ? null : ['story-translation', story.id, story.updated_at, language];
}

/**
 * A story in the reader's chosen language, through the data layer: each language is fetched
 * once per story and kept (a key is set only once she chooses one), and what shows is the answer
 * for her latest choice, so one still loading for an earlier choice never replaces it. A failure
 * puts the choice back to Original.
 */
export function useStoryTranslation(story: Story): StoryTranslation {
  const backend = useBackend();
  const { i18n } = useLingui();
  const { cache } = useSWRConfig();
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const toasts = formToast(`translate-${story.id}`);

  function translated(code: LanguageCode) {
    toasts.success(message('translated', { language: translationLanguageName(i18n.locale, code) }));
  }

  // SWR calls onSuccess and onError only for the key still chosen.
  const translation = useSWR(
    translationKey(story, language),
    ([, , , code]: [string, string, unknown, LanguageCode]) =>
      backend.helpers.translate(story.title, story.content, code),
    {
      // A translation kept is not asked for again.
      revalidateIfStale: false,
      onSuccess: () => {
        if (language !== '') translated(language);
      },
      onError: (error: unknown) => {
        setLanguage('');
        toasts.error(message('translateFailed', { message: failureReason(error) }));
      },
    },
  );

  function choose(next: LanguageCode | '') {
    setLanguage(next);
    if (next === '') return;
    // One kept: shown at once, and said as a fresh one is.
    const kept: unknown = cache.get(unstable_serialize(translationKey(story, next)))?.data;
    if (kept !== undefined) translated(next);
  }

  const shown = language === '' ? undefined : translation.data;
  return {
    language,
    loading: language !== '' && translation.isLoading,
    // The original shows until a translation has arrived, and is read in its own voice.
    shownIn: shown ? language : undefined,
    title: shown ? shown.translatedTitle || story.title : story.title,
    content: shown ? shown.translatedContent : story.content,
    choose,
  };
}
