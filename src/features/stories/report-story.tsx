import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWRMutation from 'swr/mutation';
import { Flag, Undo2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { message } from '@/i18n/message';
import { REPORT_REASONS, type ReportReason } from '@/domain/vocabularies';
import { useAuth, userForAction } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { signInPath } from '@/lib/return-path';
import { formToast } from '@/lib/toast';
import { REPORT_REASON_LABELS } from '@/components/labels/report-reason-labels';

/**
 * The report button and its small dialog: pick a reason, then send. Escape or Cancel closes it
 * and puts focus back on the button. Once she has reported the story (here, or before: the list
 * says so in `reportedBefore`), the button says Reported, and a tap on it, or a repeat the server
 * refuses (a tab opened before her report), tells her she already reported it. Beside it,
 * Withdraw report takes back a report made by mistake while it is pending; she may report again.
 */
export function ReportStory({
  storyId,
  reportedBefore,
  describedBy,
}: {
  storyId: string;
  /** The list's reported_by_me: she reported it before this page was loaded. */
  reportedBefore: boolean;
  describedBy: string;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const { status, user, whenKnown } = useAuth();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  // Whether she reported it, as of her last report or withdrawal in this tab (and for whom),
  // over what the list said. Neither shows once she has signed out (reportedBefore shows already
  // while her session is being checked).
  const [mine, setMine] = useState<{ by: string; reported: boolean } | null>(null);
  const reported =
    status !== 'signed-out' &&
    (user !== null && mine?.by === user.id ? mine.reported : reportedBefore);
  const report = useSWRMutation(
    `report-story/${storyId}`,
    (_key: string, { arg: chosen }: { arg: ReportReason }) =>
      backend.stories.report(storyId, chosen),
    { populateCache: false, revalidate: false },
  );
  const sending = report.isMutating;
  const withdrawal = useSWRMutation(
    ['withdraw-report', storyId],
    () => backend.stories.withdrawReport({ storyId }),
    { populateCache: false, revalidate: false },
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const legendId = useId();
  const toasts = formToast(`report-${storyId}`);
  // Signing in from the toast brings her back to the stories.
  const navigate = useNavigate();
  const signInAction = { label: t`Sign In`, href: signInPath('/stories'), navigate };

  function close() {
    setOpen(false);
    setReason(null);
    buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      setReason(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  async function toggle() {
    // Tapped before the session's answer (the server drew her reports already), it waits for it.
    const me = await userForAction(whenKnown, toasts.error);
    if (me === undefined) return;
    if (!me) {
      toasts.info(message('reportSignInRequired'), null, signInAction);
      return;
    }
    if (reported) {
      toasts.info(message('reportDuplicate'));
      return;
    }
    if (open) close();
    else setOpen(true);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason || sending || !user) return;
    const reporter = user.id;
    try {
      await report.trigger(reason);
      toasts.success(message('reportAdded'));
      finish(reporter);
    } catch (error) {
      // Refused as a repeat: she is told so, not thanked for a report that was not taken.
      if (isBackendError(error, 'conflict')) {
        toasts.info(message('reportDuplicate'));
        finish(reporter);
      } else if (isBackendError(error, 'unauthenticated'))
        toasts.info(message('reportSignInRequired'), null, signInAction);
      else toasts.error(message('reportFailed'));
    }
  }

  function finish(reporter: string) {
    setMine({ by: reporter, reported: true });
    close();
  }

  async function withdraw() {
    if (!user || withdrawal.isMutating) return;
    const reporter = user.id;
    try {
      await withdrawal.trigger();
      setMine({ by: reporter, reported: false });
      toasts.success(message('reportWithdrawn'));
      // Its button goes: focus stays on this story, on the button that reports it again.
      buttonRef.current?.focus();
    } catch (error) {
      if (isBackendError(error, 'not-found')) toasts.info(message('reportNotPending'));
      else if (isBackendError(error, 'unauthenticated'))
        toasts.info(message('reportSignInRequired'), null, signInAction);
      else toasts.error(message('reportWithdrawFailed'));
    }
  }

  return (
    // `contents` lets the dialog wrap onto its own full-width line in the card's action row.
    <div className="contents">
      <button
        ref={buttonRef}
        type="button"
        className="btn-quiet px-3"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-describedby={describedBy}
        // Not `disabled`: it keeps the focus it is given after a report, and a tap says why.
        aria-disabled={reported || undefined}
        onClick={() => void toggle()}
      >
        <Flag aria-hidden="true" className={`size-4 ${reported ? 'fill-current' : ''}`} />
        {reported ? t`Reported` : t`Report story`}
      </button>
      {reported && user && (
        <button
          type="button"
          className="btn-quiet px-3"
          aria-describedby={describedBy}
          // Not `disabled`, which would drop her focus while it is sent.
          aria-disabled={withdrawal.isMutating || undefined}
          onClick={() => void withdraw()}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {withdrawal.isMutating ? t`Withdrawing...` : t`Withdraw report`}
        </button>
      )}
      {open && (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-labelledby={legendId}
          className="card mt-2 w-full basis-full shadow-md"
        >
          <form
            method="post"
            onSubmit={(event) => void send(event)}
            className="flex flex-col gap-3"
          >
            <fieldset>
              <legend id={legendId} className="font-semibold">
                {t`Why are you reporting this story?`}
              </legend>
              <div className="mt-2 flex flex-col">
                {REPORT_REASONS.map((option) => (
                  <label key={option.id} className="flex min-h-tap items-center gap-3">
                    <input
                      type="radio"
                      name={`${dialogId}-reason`}
                      value={option.id}
                      checked={reason === option.id}
                      onChange={() => setReason(option.id)}
                      className="size-5 accent-brand-600"
                    />
                    {i18n._(REPORT_REASON_LABELS[option.id])}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={!reason || sending}>
                {sending ? t`Sending...` : t`Send report`}
              </button>
              <button type="button" className="btn-quiet" onClick={close}>
                {t`Cancel`}
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
