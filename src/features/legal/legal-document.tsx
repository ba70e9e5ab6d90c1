import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EnglishVersion } from '@/components/ui/english-version';
import { POLICY } from '@/domain/limits';
import { PolicySection, type PolicySectionContent } from '@/features/legal/policy-section';
import { usePolicyVersion } from '@/features/legal/use-policy-version';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySectionContent[];
}

/** Shared frame of the Privacy Policy and Terms: title, version, effective date, contents, sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t, i18n } = useLingui();
  const { version, effectiveDate } = usePolicyVersion();
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <p className="mt-3 text-base text-ink-muted">
        <span>{t`Version ${version}`}</span>
        <span aria-hidden="true"> · </span>
        {/* The whole phrase in one element: a date alone in its own would read as untranslated
            in the pseudo-locale, whose dates are English. */}
        <time dateTime={POLICY.effectiveDateIso}>{t`Effective ${effectiveDate}`}</time>
      </p>
      <EnglishVersion label={t`Read this page in English`} />
      <div className="mt-4 max-w-prose text-lg">{intro}</div>

      <nav aria-label={t`On this page`} className="card mt-8 max-w-prose">
        <p className="font-semibold text-ink">{t`On this page`}</p>
        <ol className="mt-2 list-decimal space-y-1 ps-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-2 text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {i18n._(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <PolicySection key={section.id} {...section} />
      ))}
    </div>
  );
}
