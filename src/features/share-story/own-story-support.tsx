import { useId } from 'react';
import { HeartHandshake } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { supportMessageById } from '@/domain/support-messages';
import { message } from '@/i18n/message';
import { useSupportReceived } from '@/features/share-story/own-story-support-query';

/**
 * On one of her stories in Your Stories: how many messages of support readers sent, and which
 * (each with how many sent it, the newest first), in her language. Never who sent them. Nothing
 * while none has come.
 */
export function OwnStorySupport({ storyId }: { storyId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const { data } = useSupportReceived();
  const support = data?.stories.find((story) => story.story_id === storyId);
  if (!support || support.total === 0) return null;
  const total = support.total;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-brand-800">
        <HeartHandshake aria-hidden="true" className="size-5 shrink-0" />
        {t`${plural(total, {
          one: 'Readers sent you # message of support',
          other: 'Readers sent you # messages of support',
        })}`}
      </h4>
      <ul className="flex flex-col gap-1">
        {support.messages.map(({ message_id: id, count }) => {
          const entry = supportMessageById(id);
          // A message this version does not know (a newer server) is left out, never shown raw.
          if (!entry) return null;
          return (
            <li key={id} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span>{message(entry.key)}</span>
              <span className="text-sm text-ink-muted tabular-nums">
                {t`${plural(count, { one: '# reader', other: '# readers' })}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
