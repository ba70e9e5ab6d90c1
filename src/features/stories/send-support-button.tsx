import { useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { useNavigate } from 'react-router-dom';
import { Heart, HeartHandshake } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { pickRandom } from '@/domain/display';
import type { PlainMessageKey } from '@/domain/messages';
import {
  SUPPORT_MESSAGES,
  type SupportMessage,
  type SupportMessageId,
} from '@/domain/support-messages';
import { loadMessages } from '@/i18n/i18n';
import { message } from '@/i18n/message';
import { useAuth, userForAction } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { formToast, toast, type ToastAction } from '@/lib/toast';
import { withAction } from '@/lib/toast-action';
import { useIsMyStory } from '@/features/stories/send-support-button-mine';

const TOAST_ID = 'send-support';

const heart = (
  <Heart aria-hidden="true" className="size-5 shrink-0 fill-brand-500 text-brand-500" />
);

/**
 * The encouragement on its own line, then what became of it (sent to the author, or sign in to
 * send it), with the next step as a link where there is one. One toast at a time: another tap
 * replaces it instead of piling them up.
 */
async function showSupport(chosen: SupportMessage, outcome: PlainMessageKey, action?: ToastAction) {
  // Both lines in words: the catalogue comes at her first tap, and may still be on its way.
  await loadMessages().catch(() => undefined);
  const line = message(outcome);
  toast(
    <span className="flex flex-col gap-1">
      <span className="font-medium">{message(chosen.key)}</span>
      {action ? withAction(line, action, () => toast.dismiss(TOAST_ID)) : <span>{line}</span>}
    </span>,
    { id: TOAST_ID, icon: heart },
  );
}

/**
 * Send Support: one of the 15 encouraging lines at random, in her language. Signed in, it goes
 * to the story's author (issue 36); a visitor reads it and learns that signing in sends it. Not
 * offered on her own story (is_mine, or her own list), which the server refuses anyway.
 */
export function SendSupportButton({
  storyId,
  describedBy,
}: {
  storyId: string;
  describedBy: string;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  const { whenKnown } = useAuth();
  const navigate = useNavigate();
  const sending = useSWRMutation(
    `send-support/${storyId}`,
    (_key, { arg: messageId }: { arg: SupportMessageId }) =>
      backend.stories.sendSupport({ storyId, messageId }),
    // Nothing she sees here changes: the author reads it in Your Stories.
    { populateCache: false, revalidate: false },
  );
  // A second tap before the answer sends nothing (isMutating is only read at the next render).
  const inFlight = useRef(false);
  const toasts = formToast(TOAST_ID);
  const signIn: ToastAction = {
    label: t`Sign In`,
    href: signInPath('/stories'),
    navigate: (href) => void navigate(href),
  };
  const mine = useIsMyStory(storyId);

  async function sendSupport() {
    const chosen = pickRandom(SUPPORT_MESSAGES);
    if (!chosen || inFlight.current) return;
    inFlight.current = true;
    try {
      // Tapped before the session's answer, it waits for it rather than ask her to sign in.
      const me = await userForAction(whenKnown, toasts.error);
      if (me === undefined) return;
      if (!me) {
        await showSupport(chosen, 'supportSignInToSend', signIn);
        return;
      }
      await sending.trigger(chosen.id);
      await showSupport(chosen, 'supportSentToAuthor');
    } catch (error) {
      if (isBackendError(error, 'conflict')) toasts.info(message('supportAlreadySent'));
      else if (isBackendError(error, 'forbidden')) toasts.info(message('supportOwnStory'));
      else if (isBackendError(error, 'not-found')) toasts.info(message('storyNotFound'));
      else if (isBackendError(error, 'unauthenticated'))
        await showSupport(chosen, 'supportSignInToSend', signIn);
      else toasts.error(message('supportSendFailed'));
    } finally {
      inFlight.current = false;
    }
  }

  // Support is for someone else's story: hers offers none.
  if (mine) return null;
  return (
    <button
      type="button"
      className="btn-quiet px-3"
      onClick={() => void sendSupport()}
      // Busy, not disabled: a tap meanwhile sends nothing, and focus stays where it was.
      aria-busy={sending.isMutating || undefined}
      aria-describedby={describedBy}
    >
      <HeartHandshake aria-hidden="true" className="size-5" />
      {t`Send Support`}
    </button>
  );
}
