import { useLingui } from '@lingui/react/macro';
import type { SafetyPlan } from '@/domain/safety-plan';
import { needsHelpNow } from '@/domain/safety-plan';
import { emergencyNumbersIn } from '@/lib/emergency-numbers';
import { NOTES_HELPLINES } from '@/features/notes/helplines';
import { TAKE_ITEM_LABELS } from '@/features/notes/notes-labels';
import { PrintCopy } from '@/features/notes/print-copy';

/** Her whole plan on one screen, and on one printed page. */
export function SafetyPlanSummary({ plan }: { plan: SafetyPlan }) {
  return (
    <>
      <div className="card">
        <PlanText plan={plan} print={false} />
      </div>
      <PrintCopy onePage>
        <PlanText plan={plan} print />
      </PrintCopy>
    </>
  );
}

function PlanText({ plan, print }: { plan: SafetyPlan; print: boolean }) {
  const { t, i18n } = useLingui();
  const Title = print ? 'h1' : 'h4';
  const Part = print ? 'h2' : 'h5';
  const parts: [string, string][] = [
    [t`People you can call`, plan.people],
    [t`Code word`, plan.codeWord],
    [t`Safe place`, plan.safePlace],
    [t`How to get there`, plan.route],
    [
      t`What to take`,
      [...plan.take.map((item) => i18n._(TAKE_ITEM_LABELS[item])), plan.takeNote]
        .filter(Boolean)
        .join('; '),
    ],
    [t`Money and copies`, plan.money],
    [t`Safe times to call`, plan.safeTimes],
    [t`If violence starts`, plan.ifViolence],
    [t`Your state or city`, plan.area],
  ];
  const filled = parts.filter(([, value]) => value.trim() !== '');
  const numbers = emergencyNumbersIn(i18n);
  return (
    <div className="flex flex-col gap-2">
      {print && <Title>{t`My safety plan`}</Title>}
      {filled.length === 0 && !print && (
        <p>{t`Nothing written yet. Each step above has room for your answers.`}</p>
      )}
      {filled.map(([label, value]) => (
        <section key={label}>
          <Part className="font-bold">{label}</Part>
          <p className="whitespace-pre-wrap">{value}</p>
        </section>
      ))}
      {needsHelpNow(plan.riskSigns) && (
        <p className="font-bold">{t`Warning signs of serious danger: contact help now.`}</p>
      )}
      <section>
        <Part className="font-bold">{t`Helplines`}</Part>
        <p>
          {[
            ...numbers.map(({ number, label }) => `${number} (${label})`),
            ...NOTES_HELPLINES.filter(
              ({ number }) => !numbers.some((one) => one.number === number),
            ).map(({ number, label }) => `${number} (${i18n._(label)})`),
          ].join(' · ')}
        </p>
      </section>
    </div>
  );
}
