import { Fragment } from 'react';
import { Phone } from 'lucide-react';
import { QUICK_HELPLINES } from '@/domain/copy/resources';
import { telHref } from '@/domain/phone';

/** Tap-to-call on every number of each helpline, the first as the main button. */
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
                {others.length > 0 && (
                  <span className="flex flex-wrap items-center gap-1">
                    or
                    {others.map((number, index) => (
                      <Fragment key={number}>
                        {index > 0 && '/'}
                        <a
                          href={telHref(number)}
                          className="inline-flex min-h-tap min-w-tap items-center justify-center px-1 font-semibold text-brand-700 underline"
                        >
                          <span className="sr-only">Call</span> {number}
                        </a>
                      </Fragment>
                    ))}
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
