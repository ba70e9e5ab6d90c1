import type { ReactNode } from 'react';

/** One part of the Account page: a card named by its heading. */
export function AccountSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {heading}
      </h2>
      {children}
    </section>
  );
}
