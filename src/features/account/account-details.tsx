import { useId } from 'react';
import useSWRMutation from 'swr/mutation';
import { useLingui } from '@lingui/react/macro';
import type { AccountSummary } from '@/domain/my-data';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { isTooManyRequests } from '@/features/account/account-errors';
import { BusyButton } from '@/components/ui/busy-button';
import { AccountSection } from '@/features/account/account-section';

const verifyToast = formToast('account-verify');

/** Who she is here: the name others see, her address, whether it is confirmed, her sessions. */
export function AccountDetails({ summary }: { summary: AccountSummary }) {
  const { t } = useLingui();
  const backend = useBackend();
  const resend = useSWRMutation(
    'account/resend-verification',
    () => backend.account.resendVerification(),
    {
      throwOnError: false,
      onSuccess: () => verifyToast.success(message('verificationResent')),
      onError: (error: unknown) =>
        verifyToast.error(
          isTooManyRequests(error)
            ? message('verificationResendLimited')
            : message('verificationResendFailed'),
        ),
    },
  );
  const headingId = useId();

  const count = summary.activeSessions;
  // A count of one is this session alone; the many-sessions wording never sees fewer than two.
  const sessions =
    count === null
      ? t`This Sahas site cannot count them. Signing out everywhere still works.`
      : count <= 1
        ? t`Only here.`
        : t`In ${count} browsers or devices, this one included.`;

  return (
    <AccountSection headingId={headingId} heading={t`About your account`}>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t`Your anonymous name`}</dt>
        <dd className="mb-2 break-all sm:mb-0">{summary.pseudonym}</dd>
        <dt className="font-semibold">{t`Your email address`}</dt>
        <dd className="mb-2 break-all sm:mb-0">{summary.email}</dd>
        <dt className="font-semibold">{t`Email confirmation`}</dt>
        <dd className="mb-2 sm:mb-0">
          {summary.emailVerified ? t`Confirmed` : t`Not confirmed yet`}
        </dd>
        <dt className="font-semibold">{t`Where you are signed in`}</dt>
        <dd>{sessions}</dd>
      </dl>
      {!summary.emailVerified && (
        <div>
          <BusyButton
            className="btn-secondary"
            busy={resend.isMutating}
            label={t`Send the confirmation email again`}
            busyLabel={t`Sending...`}
            onClick={() => void resend.trigger()}
          />
        </div>
      )}
    </AccountSection>
  );
}
