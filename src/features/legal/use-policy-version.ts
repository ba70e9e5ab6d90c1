import { useLingui } from '@lingui/react';
import { POLICY } from '@/domain/limits';
import { policyDate } from '@/features/legal/policy-date';

/** The legal pages' version and effective date, the date written in the reader's language. */
export function usePolicyVersion(): { version: string; effectiveDate: string } {
  const { i18n } = useLingui();
  return {
    version: POLICY.version,
    effectiveDate: policyDate(POLICY.effectiveDateIso, i18n.locale),
  };
}
