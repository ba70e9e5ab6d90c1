import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { failureReason } from '@/backend/backend-error';
import type { TranslationResult } from '@/backend/port';
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
  title: string;
  content: string;
  choose(language: LanguageCode | ''): void;
}

/**
 * A story in the reader's chosen language. Each language is fetched once per story and kept;
 * a failure puts the choice back to Original. A later choice wins over one still loading.
 */
export function useStoryTranslation(story: Story): StoryTranslation {
  const backend = useBackend();
  const { i18n } = useLingui();
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const [shown, setShown] = useState<TranslationResult | null>(null);
  const [loading, setLoading] = useState(false);
  const cache = useRef(new Map<LanguageCode, TranslationResult>());
  const latest = useRef(0);
  const toasts = formToast(`translate-${story.id}`);

  function show(code: LanguageCode, result: TranslationResult) {
    setShown(result);
    toasts.success(message('translated', { language: translationLanguageName(i18n.locale, code) }));
  }

  function choose(next: LanguageCode | '') {
    const request = ++latest.current;
    setLanguage(next);
    if (next === '') {
      setShown(null);
      setLoading(false);
      return;
    }
    const known = cache.current.get(next);
    if (known) {
      setLoading(false);
      show(next, known);
      return;
    }
    setLoading(true);
    backend.helpers.translate(story.title, story.content, next).then(
      (result) => {
        cache.current.set(next, result);
        if (request !== latest.current) return;
        setLoading(false);
        show(next, result);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setLoading(false);
        setLanguage('');
        setShown(null);
        toasts.error(message('translateFailed', { message: failureReason(error) }));
      },
    );
  }

  return {
    language,
    loading,
    title: shown ? shown.translatedTitle || story.title : story.title,
    content: shown ? shown.translatedContent : story.content,
    choose,
  };
}
