// Pieces of the Privacy Policy's running text that are components of their own.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { inlineLinkClass } from '@/features/legal/legal-link';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';
import { usePolicyVersion } from '@/features/legal/use-policy-version';

/** The Account page, linked where she can act herself (download, delete). */
export function AccountLink({ children }: { children: ReactNode }) {
  return (
    <Link to={ACCOUNT_PATH} className={inlineLinkClass}>
      {children}
    </Link>
  );
}

/** The last section names the version and its date, written in the reader's language. */
export function ChangesToThisPolicy() {
  const { version, effectiveDate } = usePolicyVersion();
  return (
    <p>
      <Trans>
        This is version {version} of our privacy policy, effective {effectiveDate}. If we change it
        in a way that matters, we will say so clearly on Sahas before the change takes effect.
        Please also read our{' '}
        <Link to="/termsandconditions" className={inlineLinkClass}>
          Terms and Conditions
        </Link>
        .
      </Trans>
    </p>
  );
}
