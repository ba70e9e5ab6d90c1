import { useLingui } from '@lingui/react/macro';
import { RISK_SIGNS, needsHelpNow, type RiskSign } from '@/domain/safety-plan';
import { telHref } from '@/domain/phone';
import { emergencyNumbersIn } from '@/lib/emergency-numbers';
import { RISK_SIGN_LABELS } from '@/features/notes/notes-labels';

/**
 * A few questions about the warning signs research links to danger. It never adds them up or
 * says how at risk she is: any sign brings the emergency numbers, and the plain advice to
 * contact help now.
 */
export function RiskCheck({
  signs,
  onChange,
}: {
  signs: readonly RiskSign[];
  onChange: (signs: RiskSign[]) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="font-semibold">{t`Tick any that are true for you.`}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {RISK_SIGNS.map((sign) => (
            <label key={sign} className="flex min-h-tap items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-600"
                checked={signs.includes(sign)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...signs, sign] : signs.filter((one) => one !== sign),
                  )
                }
              />
              {i18n._(RISK_SIGN_LABELS[sign])}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Announced as it appears: it is what matters most on this page. */}
      <div role="status">
        {needsHelpNow(signs) && (
          <div className="rounded-xl border-s-4 border-danger-600 bg-danger-100 p-4">
            <p className="font-bold">{t`What you ticked is a sign of serious danger. Please contact help now, even if things feel calm today.`}</p>
            <ul className="mt-2 flex flex-col gap-1">
              {emergencyNumbersIn(i18n).map(({ number, label }) => (
                <li key={number}>
                  <a href={telHref(number)} className="font-bold underline">
                    {number}
                  </a>{' '}
                  ({label})
                </li>
              ))}
            </ul>
            <p className="mt-2">{t`A helpline or an NGO can help you plan where to go and what to do next.`}</p>
          </div>
        )}
      </div>
    </div>
  );
}
