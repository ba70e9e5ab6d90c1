import { Fragment } from 'react';
import { Phone } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '@/domain/phone';

/** India's national helplines, each with every number it answers on. */
const QUICK_HELPLINES = [
  {
    name: msg`Women's Helpline`,
    numbers: ['1091', '181'],
    description: msg`24/7 national distress support`,
  },
  {
    name: msg`Police Emergency`,
    numbers: ['100', '112'],
    description: msg`Immediate police help`,
  },
  {
    name: msg`Child Helpline`,
    numbers: ['1098'],
    description: msg`Help for children in danger`,
  },
] as const;

/** Tap-to-call on every number of each helpline, the first as the main button. */
export function QuickHelplines() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="helplines-heading" className="mt-8">
      <h2 id="helplines-heading" className="text-2xl font-bold text-brand-800">
        {t`Quick helplines`}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {QUICK_HELPLINES.map((helpline) => {
          const [mainNumber, ...others] = helpline.numbers;
          const otherLinks = others.map((number, index) => (
            <Fragment key={number}>
              {index > 0 && '/'}
              <a
                href={telHref(number)}
                className="inline-flex min-h-tap min-w-tap items-center justify-center px-1 font-semibold text-brand-700 underline"
              >
                <Trans>
                  <span className="sr-only">Call</span> {number}
                </Trans>
              </a>
            </Fragment>
          ));
          return (
            <li key={mainNumber} className="card flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{i18n._(helpline.name)}</h3>
              <p className="text-sm text-ink-muted">{i18n._(helpline.description)}</p>
              <p className="flex flex-wrap items-center gap-3">
                <a href={telHref(mainNumber)} className="btn-primary">
                  <Phone aria-hidden="true" className="size-4" />
                  <Trans>Call {mainNumber}</Trans>
                </a>
                {others.length > 0 && (
                  <span className="flex flex-wrap items-center gap-1">
                    <Trans>or {otherLinks}</Trans>
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
