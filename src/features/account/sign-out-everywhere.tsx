import { useId, useState } from 'react';
import { LogOut } from 'lucide-react';
import { ACCOUNT_COPY } from '@/domain/copy/account';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { BusyButton } from '@/features/account/busy-button';
import { useEndSessionHere } from '@/features/account/end-session-here';
import { AccountSection } from '@/features/account/account-section';

const everywhereToast = formToast('account-sign-out-everywhere');

/** Ends every session of hers, this one too, and takes her Home signed out. */
export function SignOutEverywhere() {
  const backend = useBackend();
  const endSessionHere = useEndSessionHere();
  const [ending, setEnding] = useState(false);
  const headingId = useId();

  async function signOutEverywhere() {
    setEnding(true);
    try {
      await endSessionHere(
        () => backend.account.signOutEverywhere(),
        () => everywhereToast.success(message('signedOutEverywhere')),
      );
    } catch {
      setEnding(false);
      everywhereToast.error(message('signOutEverywhereFailed'));
    }
  }

  return (
    <AccountSection headingId={headingId} heading={ACCOUNT_COPY.signOutEverywhereHeading}>
      <p className="max-w-prose">{ACCOUNT_COPY.signOutEverywhereText}</p>
      <div>
        <BusyButton
          className="btn-secondary"
          busy={ending}
          label={ACCOUNT_COPY.signOutEverywhere}
          busyLabel={ACCOUNT_COPY.signingOutEverywhere}
          icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
          onClick={() => void signOutEverywhere()}
        />
      </div>
    </AccountSection>
  );
}
