import { Phone } from 'lucide-react';
import { QUICK_HELPLINES } from '@/domain/copy/resources';
import { telHref } from '@/domain/phone';

/** Tap-to-call on the first number of each helpline. */
export function QuickHelplines() {
  return (
    <section aria-labelledby="helplines-heading" className="mt-8">
      <h2 id="helplines-heading" className="text-2xl font-bold text-brand-800">
        Quick helplines
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {QUICK_HELPLINES.map((helpline) => {
          const [first, ...others] = helpline.numbers;
          return (
            <li key={helpline.name} className="card flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{helpline.name}</h3>
              <p className="text-sm text-ink-muted">{helpline.description}</p>
              <p className="flex flex-wrap items-center gap-3">
                <a href={telHref(first)} className="btn-primary">
                  <Phone aria-hidden="true" className="size-4" />
                  Call {first}
                </a>
                {others.length > 0 && <span>or {others.join(' / ')}</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
