import { Heart, HeartHandshake } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { pickRandom } from '@/domain/display';
import { SUPPORT_MESSAGES } from '@/domain/support-messages';
import { message } from '@/i18n/message';
import { formToast } from '@/lib/toast';

/** Send Support: one of the 15 encouraging lines at random, with a heart, in her language. */
export function SendSupportButton({ describedBy }: { describedBy: string }) {
  const { t } = useLingui();

  function sendSupport() {
    const chosen = pickRandom(SUPPORT_MESSAGES);
    if (!chosen) return;
    // One at a time: another tap replaces the line instead of piling them up.
    formToast('send-support').info(
      message(chosen.key),
      <Heart aria-hidden="true" className="size-5 shrink-0 fill-brand-500 text-brand-500" />,
    );
  }

  return (
    <button
      type="button"
      className="btn-quiet px-3"
      onClick={sendSupport}
      aria-describedby={describedBy}
    >
      <HeartHandshake aria-hidden="true" className="size-5" />
      {t`Send Support`}
    </button>
  );
}
