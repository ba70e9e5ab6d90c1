import type { ReactNode } from 'react';
import { POLICY } from '@/domain/limits';
import { PolicySection, type PolicySectionContent } from '@/features/legal/policy-section';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySectionContent[];
}

/** Shared frame of the Privacy Policy and Terms: title, version, effective date, contents, sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <p className="mt-3 text-base text-ink-muted">
        <span>Version {POLICY.version}</span>
        <span aria-hidden="true"> · </span>
        <span>
          Effective <time dateTime={POLICY.effectiveDateIso}>{POLICY.effectiveDate}</time>
        </span>
      </p>
      <div className="mt-4 max-w-prose text-lg">{intro}</div>

      <nav aria-label="On this page" className="card mt-8 max-w-prose">
        <p className="font-semibold text-ink">On this page</p>
        <ol className="mt-2 list-decimal space-y-1 ps-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-2 text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {section.title}
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
