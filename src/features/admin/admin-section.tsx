import type { ReactNode, Ref } from 'react';

/**
 * One dashboard section: its heading (focusable from script, so focus has somewhere to go
 * after an item leaves), then the list or the empty text once the data is ready. The heading's
 * id is fixed ('admin-…-heading'), so checks can tell the admin's user content by it.
 */
export function AdminSection({
  headingRef,
  headingId,
  heading,
  ready,
  emptyText,
  count,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  headingId: `admin-${string}-heading`;
  heading: string;
  ready: boolean;
  emptyText: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-800"
      >
        {heading}
      </h2>
      {ready &&
        (count === 0 ? (
          <p className="mt-4 text-ink-muted">{emptyText}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">{children}</ul>
        ))}
    </section>
  );
}
