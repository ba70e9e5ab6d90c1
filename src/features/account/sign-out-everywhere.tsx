import { useId } from 'react';
import useSWRMutation from 'swr/mutation';
import { LogOut } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { useEndSessionHere } from '@/features/account/end-session-here';
import { AccountSection } from '@/features/account/account-section';

const everywhereToast = formToast('account-sign-out-everywhere');

/** Ends every session of hers, this one too, and takes her Home signed out. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const backend = useBackend();
  const endSessionHere = useEndSessionHere();
  const signOutEverywhere = useSWRMutation(
    'account/sign-out-everywhere',
    () =>
      endSessionHere(
        () => backend.account.signOutEverywhere(),
        () => everywhereToast.success(message('signedOutEverywhere')),
      ),
    {
      throwOnError: false,
      onError: () => everywhereToast.error(message('signOutEverywhereFailed')),
    },
  );
  const headingId = useId();

  return (
    <AccountSection headingId={headingId} heading={t`Sign out everywhere`}>
      <p className="max-w-prose">{t`Ends every session of yours, on every phone and computer, this one included. Use it if you signed in somewhere you no longer trust. You can sign in again at any time.`}</p>
      <div>
        <BusyButton
          className="btn-secondary"
          busy={signOutEverywhere.isMutating}
          label={t`Sign out everywhere`}
          busyLabel={t`Signing out...`}
          icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
          onClick={() => void signOutEverywhere.trigger()}
        />
      </div>
    </AccountSection>
  );
}
