import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { EmergencyNumber } from '@/domain/emergency-numbers';
import { telHref } from '@/domain/phone';

/**
 * "In danger right now? Call 112 (National emergency) or 181 (Women’s helpline)." as one
 * translated sentence with the list inserted, so a language can put the verb after the numbers.
 * The labels come in the interface language (src/lib/emergency-numbers.ts).
 */
export function EmergencyLine({ entries }: { entries: readonly EmergencyNumber[] }) {
  if (entries.length === 0) return null;
  const numbers = entries
    .map(({ number, label }): ReactNode => (
      <>
        <a href={telHref(number)} className="font-bold underline">
          {number}
        </a>{' '}
        ({label})
      </>
    ))
    // Each "or" joins what came before to the next number: "A or B or C", in any language.
    .reduce((earlier, later) => (
      <Trans>
        {earlier} or {later}
      </Trans>
    ));
  return (
    <p className="mt-4 text-sm">
      <Trans>In danger right now? Call {numbers}.</Trans>
    </p>
  );
}
