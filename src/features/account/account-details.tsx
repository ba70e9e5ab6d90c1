import { useId, useState } from 'react';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import type { AccountSummary } from '@/domain/my-data';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { fillCopy } from '@/lib/fill-copy';
import { formToast } from '@/lib/toast';
import { isTooManyRequests } from '@/features/account/account-errors';
import { BusyButton } from '@/features/account/busy-button';
import { AccountSection } from '@/features/account/account-section';

const verifyToast = formToast('account-verify');

function sessionsText(count: number | null): string {
  if (count === null) return ACCOUNT_COPY.sessionsUnknown;
  if (count <= 1) return ACCOUNT_COPY.sessionsOne;
  return fillCopy(ACCOUNT_COPY.sessionsMany, { count });
}

/** Who she is here: the name others see, her address, whether it is confirmed, her sessions. */
export function AccountDetails({ summary }: { summary: AccountSummary }) {
  const backend = useBackend();
  const [sending, setSending] = useState(false);
  const headingId = useId();

  async function resend() {
    setSending(true);
    try {
      await backend.account.resendVerification();
      verifyToast.success(message('verificationResent'));
    } catch (error) {
      verifyToast.error(
        isTooManyRequests(error)
          ? message('verificationResendLimited')
          : message('verificationResendFailed'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountSection headingId={headingId} heading={ACCOUNT_COPY.aboutAccountHeading}>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{ACCOUNT_COPY.pseudonymLabel}</dt>
        <dd className="mb-2 font-mono break-all sm:mb-0">{summary.pseudonym}</dd>
        <dt className="font-semibold">{ACCOUNT_COPY.accountEmailLabel}</dt>
        <dd className="mb-2 break-all sm:mb-0">{summary.email}</dd>
        <dt className="font-semibold">{ACCOUNT_COPY.emailStatusLabel}</dt>
        <dd className="mb-2 sm:mb-0">
          {summary.emailVerified ? ACCOUNT_COPY.emailConfirmed : ACCOUNT_COPY.emailNotConfirmed}
        </dd>
        <dt className="font-semibold">{ACCOUNT_COPY.sessionsLabel}</dt>
        <dd>{sessionsText(summary.activeSessions)}</dd>
      </dl>
      {!summary.emailVerified && (
        <div>
          <BusyButton
            className="btn-secondary"
            busy={sending}
            label={ACCOUNT_COPY.resendVerification}
            busyLabel={ACCOUNT_COPY.resendingVerification}
            onClick={() => void resend()}
          />
        </div>
      )}
    </AccountSection>
  );
}
