import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Trans } from '@lingui/react';
import { telHref } from '@/domain/phone';
import type { HubItem } from '@/features/resources/hub-content';

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

export function HubTopic({ title, items }: { title: string; items: readonly HubItem[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item.id}>
            <Trans id={item.id} message={item.message} values={phoneLinks(item.values)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A hub line's values, each a phone number, as the links the translated line shows. */
function phoneLinks(values: HubItem['values']): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, number]) => [
      name,
      <PhoneLink key={name} number={String(number)} />,
    ]),
  );
}

/** A number inside a sentence, as a tap-to-call link. */
function PhoneLink({ number }: { number: string }) {
  return (
    <a href={telHref(number)} className="font-semibold text-brand-700 underline">
      {number}
    </a>
  );
}
