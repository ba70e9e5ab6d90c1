import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/** A collapsible hub: a native disclosure, so it works by keyboard and screen reader as is. */
export function InfoHub({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="card group">
      <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-brand-800">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-4 flex max-w-prose flex-col gap-4">{children}</div>
    </details>
  );
}

export function HubTopic({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
