import { useId } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { TriangleAlert } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { StoryMailSetting } from '@/domain/story-mail-input';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { formToast } from '@/lib/toast';
import { AccountSection } from '@/features/account/account-section';

const storyMailToast = formToast('account-story-mail');

/**
 * Her choice to be mailed when something happens to one of her stories (issue 36 item 3): off
 * until she turns it on, saved as she ticks it, and beside it, always, what such a mail gives away
 * to whoever reads her inbox. Nothing where this deployment sends no such mail (Firebase).
 */
export function StoryMailOptIn({ userId }: { userId: string }) {
  const { t } = useLingui();
  const backend = useBackend();
  const headingId = useId();
  const warningId = useId();
  const key = dataKey('story-mail', userId);
  const setting = useSWR(key, () => backend.account.storyMailSetting({}));
  const save = useSWRMutation(
    key,
    (_key, { arg }: { arg: boolean }) => backend.account.saveStoryMailSetting({ optedIn: arg }),
    {
      throwOnError: false,
      populateCache: true,
      revalidate: false,
      rollbackOnError: true,
      onSuccess: (saved: StoryMailSetting) =>
        storyMailToast.success(message(saved.optedIn ? 'storyMailTurnedOn' : 'storyMailTurnedOff')),
      onError: () => storyMailToast.error(message('storyMailSaveFailed')),
    },
  );

  if (setting.data?.offered === false) return null;

  return (
    <AccountSection headingId={headingId} heading={t`Mail about your stories`}>
      <p className="max-w-prose">{t`We can send you a short e-mail when something happens to one of your stories: it is published after review, sent back to you, hidden after reports, or put back. The mail only asks you to sign in and look at Your Stories; it never says which story or what it says.`}</p>
      <p
        id={warningId}
        className="flex max-w-prose items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-ink"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{t`Anyone who can read your e-mail would see these mails and learn that you have an account here. If someone else may open your inbox, leave this off.`}</span>
      </p>
      {setting.error && !setting.data ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{message('accountLoadFailed')}</p>
          <button type="button" className="btn-secondary" onClick={() => void setting.mutate()}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <label className="flex min-h-tap items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600"
            checked={setting.data?.optedIn ?? false}
            // Until her choice has loaded there is nothing to change; once she acts, the box
            // keeps focus while her choice is saved.
            disabled={!setting.data}
            aria-describedby={warningId}
            aria-busy={save.isMutating}
            onChange={(event) => {
              if (save.isMutating) return;
              const optedIn = event.target.checked;
              void save.trigger(optedIn, {
                optimisticData: (current?: StoryMailSetting) => ({
                  offered: current?.offered ?? true,
                  optedIn,
                }),
              });
            }}
          />
          {t`Mail me when something happens to my stories`}
        </label>
      )}
    </AccountSection>
  );
}
