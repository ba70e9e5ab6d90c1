// Pieces of the Privacy Policy's running text that are components of their own.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { POLICY } from '@/domain/limits';
import { inlineLinkClass } from '@/features/legal/legal-link';
import { policyDate } from '@/features/legal/policy-date';
import { ACCOUNT_PATH } from '@/features/legal/policy-storage';

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
  const { i18n } = useLingui();
  const version = POLICY.version;
  const effectiveDate = policyDate(POLICY.effectiveDateIso, i18n.locale);
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
