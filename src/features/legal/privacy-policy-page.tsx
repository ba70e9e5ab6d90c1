import { Trans, useLingui } from '@lingui/react/macro';
import { LegalDocument } from '@/features/legal/legal-document';
import { policyBackend } from '@/features/legal/policy-storage';
import { privacySections } from '@/features/legal/privacy-sections';

/** This build's backend, as the build chose its adapter. */
const SECTIONS = privacySections(policyBackend(import.meta.env.VITE_BACKEND));

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      intro={
        <p>
          <Trans>
            Your safety depends on your privacy. This page explains, in plain words, what Sahas
            keeps, why, and how you stay in control.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
