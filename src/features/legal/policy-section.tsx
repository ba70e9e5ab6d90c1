import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

export interface PolicySectionContent {
  /** Anchor id, unique on the page, the same in every language. */
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

/** One section of a legal page: a labelled region with an h2 and readable text. */
export function PolicySection({ id, title, body }: PolicySectionContent) {
  const { i18n } = useLingui();
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-20">
      <h2 id={headingId} className="text-2xl font-semibold text-brand-800">
        {i18n._(title)}
      </h2>
      <div className="mt-3 max-w-prose space-y-3 text-base [&_li]:mt-1 [&_ul]:list-disc [&_ul]:ps-6">
        {body}
      </div>
    </section>
  );
}
