import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import {
  EMPTY_SAFETY_PLAN,
  TAKE_ITEMS,
  safetyPlanSchema,
  type SafetyPlan,
} from '@/domain/safety-plan';
import { useBackend } from '@/lib/backend-context';
import { useQueryStatus } from '@/lib/data-layer/query-status';
import { formToast } from '@/lib/toast';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Spinner } from '@/components/ui/spinner';
import { BusyButton } from '@/components/ui/busy-button';
import { HelplinesNear } from '@/features/notes/helplines-near';
import { TAKE_ITEM_LABELS } from '@/features/notes/notes-labels';
import { refusalText } from '@/features/notes/refusal-text';
import { RiskCheck } from '@/features/notes/risk-check';
import { SafetyPlanSummary } from '@/features/notes/safety-plan-summary';
import { sealSafetyPlan } from '@/features/notes/sealed-notes';
import { useNotes } from '@/features/notes/use-notes-data';
import { notesKey } from '@/features/notes/vault-session';
import { FormRefusalAlert, NotesLoadFailed } from '@/features/notes/notes-form-parts';

const planToast = formToast('safety-plan');

type TextAnswer = Exclude<keyof SafetyPlan, 'take' | 'riskSigns'>;
const FIELDS = Object.keys(EMPTY_SAFETY_PLAN) as (keyof SafetyPlan)[];

/** Her plan, once loaded and opened: the steps start from what she saved. */
export function SafetyPlanSteps({ userId }: { userId: string }) {
  const { t } = useLingui();
  const data = useNotes(userId, true);
  const status = useQueryStatus({ ...data, data: data.notes });
  if (status === 'failed' || status === 'offline') {
    return <NotesLoadFailed onRetry={() => void data.mutate()} />;
  }
  if (!data.notes) return <Spinner label={t`Opening your notes...`} />;
  return (
    <PlanSteps
      planId={data.notes.plan?.id ?? null}
      saved={data.notes.plan?.plan ?? EMPTY_SAFETY_PLAN}
      onSaved={() => void data.mutate()}
    />
  );
}

/**
 * Short steps she can take in any order or skip, each in a few plain sentences of our own with
 * room for her answers. Save keeps the whole plan (sealed, as one item); the last view shows it
 * all and prints it on one page.
 */
function PlanSteps({
  planId,
  saved,
  onSaved,
}: {
  planId: string | null;
  saved: SafetyPlan;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const backend = useBackend();
  const headingId = useId();
  const [plan, setPlan] = useState<SafetyPlan>(saved);
  const [step, setStep] = useState(0);
  const itemId = useRef(planId ?? crypto.randomUUID());
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const form = useSchemaForm<typeof safetyPlanSchema, keyof SafetyPlan, number>({
    schema: safetyPlanSchema,
    fields: FIELDS,
    values: () => plan,
    async send(checked, next) {
      const sealed = await sealSafetyPlan(notesKey(), itemId.current, checked);
      await backend.vault.saveVaultItem({ itemId: itemId.current, kind: 'safety-plan', sealed });
      planToast.success(t`Your safety plan has been saved.`);
      onSaved();
      go(next);
    },
    onFailed: (error) => ({
      form: refusalText(error, t`Your safety plan could not be saved just now. Please try again.`),
    }),
  });

  function go(next: number) {
    setStep(next);
    // Her place moves to the new step's heading (after it renders).
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  function set<F extends keyof SafetyPlan>(field: F, value: SafetyPlan[F]) {
    setPlan((current) => ({ ...current, [field]: value }));
    form.edited(field);
  }

  const answer = (field: TextAnswer, label: string, rows = 3) => (
    <Answer
      id={form.idOf(field)}
      label={label}
      value={plan[field]}
      rows={rows}
      onChange={(value) => set(field, value)}
      wiring={form.described(field)}
      refusal={<FieldRefusal form={form} field={field} />}
    />
  );

  const steps: { title: string; body: ReactNode }[] = [
    {
      title: t`People you can call`,
      body: (
        <>
          <p>{t`Think of one or two people you trust who would help at any hour: a friend, a neighbour, a relative. Agree on a code word or a message that means "call for help" or "come now".`}</p>
          {answer('people', t`Who you can call, and their numbers`)}
          {answer('codeWord', t`Your code word, and what it means`, 2)}
        </>
      ),
    },
    {
      title: t`A safe place to go`,
      body: (
        <>
          <p>{t`Where could you go if you had to leave quickly, even at night? A relative, a friend, a One Stop Centre (Sakhi), a shelter. Think about how you would get there.`}</p>
          {answer('safePlace', t`Your safe place`, 2)}
          {answer('route', t`How you would get there`, 2)}
        </>
      ),
    },
    {
      title: t`What to take`,
      body: (
        <>
          <p>{t`If you can, keep these together or with someone you trust, so you can take them quickly.`}</p>
          <fieldset>
            <legend className="font-semibold">{t`Ready to take`}</legend>
            <div className="mt-2 flex flex-col gap-1">
              {TAKE_ITEMS.map((item) => (
                <label key={item} className="flex min-h-tap items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-600"
                    checked={plan.take.includes(item)}
                    onChange={(event) =>
                      set(
                        'take',
                        event.target.checked
                          ? [...plan.take, item]
                          : plan.take.filter((one) => one !== item),
                      )
                    }
                  />
                  {i18n._(TAKE_ITEM_LABELS[item])}
                </label>
              ))}
            </div>
          </fieldset>
          {answer('takeNote', t`Anything else to take, and where it is kept`, 2)}
        </>
      ),
    },
    {
      title: t`Money and copies`,
      body: (
        <>
          <p>{t`A little money kept aside, and photocopies or photos of your documents kept with someone you trust, make leaving easier. A bank account in your own name helps too.`}</p>
          {answer('money', t`Your plan for money and copies`)}
        </>
      ),
    },
    {
      title: t`Safe times to call`,
      body: (
        <>
          <p>{t`When can you make a call or send a message without being overheard? Some women use the time when they fetch water, go to the market or take children to school.`}</p>
          {answer('safeTimes', t`Your safe times`, 2)}
        </>
      ),
    },
    {
      title: t`If violence starts`,
      body: (
        <>
          <ul className="list-disc space-y-1 ps-5">
            <li>{t`Move away from the kitchen, where there are knives and fire, and from rooms with only one door, such as the bathroom.`}</li>
            <li>{t`Go towards a door or a room where others can hear you.`}</li>
            <li>{t`Protect your head and face. Shout for help if it is safe to.`}</li>
            <li>{t`Call 112 as soon as you can. Children can learn to call 112 or go to a neighbour.`}</li>
          </ul>
          {answer('ifViolence', t`What you will do`)}
        </>
      ),
    },
    {
      title: t`Digital safety`,
      body: (
        <>
          <p>{t`Someone may watch your phone. Use a screen lock, change passwords others may know, check which apps share your location, and clear your history after visiting sites like this one. Quick exit leaves at once.`}</p>
          <p>
            <Link to="/resources" className="font-semibold text-brand-700 underline">
              {t`More safety tips in Resources`}
            </Link>
          </p>
        </>
      ),
    },
    {
      title: t`Helplines and NGOs`,
      body: <HelplinesNear area={plan.area} onArea={(value) => set('area', value)} />,
    },
    {
      title: t`Warning signs`,
      body: (
        <>
          <p>{t`Some signs mean the danger may be serious. This is not a test and gives no score.`}</p>
          <RiskCheck signs={plan.riskSigns} onChange={(signs) => set('riskSigns', signs)} />
        </>
      ),
    },
  ];
  const summary = steps.length;
  const number = step + 1;
  const title = steps[step]?.title ?? '';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-800">
        {t`Safety plan`}
      </h2>
      <p className="max-w-prose">{t`A plan made before you need it can help you act quickly. Take the steps in any order, skip any, and come back whenever you like.`}</p>
      <nav aria-label={t`Steps`}>
        <ol className="flex flex-wrap gap-2">
          {[...steps.map((one) => one.title), t`Your plan`].map((title, index) => (
            <li key={title}>
              <button
                type="button"
                aria-current={index === step ? 'step' : undefined}
                className={`min-h-tap rounded-full px-3 text-sm ${index === step ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'}`}
                onClick={() => go(index)}
              >
                {index + 1}. {title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === summary ? (
        <>
          <h3 ref={stepHeading} tabIndex={-1} className="text-xl font-bold text-brand-800">
            {t`Your plan`}
          </h3>
          <SafetyPlanSummary plan={plan} />
          <FormRefusalAlert form={form} />
          <div className="flex flex-wrap gap-3">
            <BusyButton
              className="btn-primary"
              busy={form.isPending}
              label={t`Save my plan`}
              busyLabel={t`Saving...`}
              onClick={() => form.submit(summary)}
            />
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              {t`Print my plan`}
            </button>
          </div>
        </>
      ) : (
        <form
          method="post"
          aria-labelledby={`${headingId}-step`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit(step + 1);
          }}
          className="card flex flex-col gap-4"
        >
          <h3
            id={`${headingId}-step`}
            ref={stepHeading}
            tabIndex={-1}
            className="text-xl font-bold text-brand-800"
          >
            {t`Step ${number} of ${summary}: ${title}`}
          </h3>
          {steps[step]?.body}
          <FormRefusalAlert form={form} />
          <div className="flex flex-wrap gap-3">
            <BusyButton
              type="submit"
              className="btn-primary"
              busy={form.isPending}
              label={t`Save and continue`}
              busyLabel={t`Saving...`}
            />
            <button type="button" className="btn-secondary" onClick={() => go(step + 1)}>
              {t`Skip this step`}
            </button>
            {step > 0 && (
              <button type="button" className="btn-quiet" onClick={() => go(step - 1)}>
                {t`Back`}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

function Answer({
  id,
  label,
  value,
  rows,
  onChange,
  wiring,
  refusal,
}: {
  id: string;
  label: string;
  value: string;
  rows: number;
  onChange: (value: string) => void;
  wiring: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  refusal: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        className="field"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...wiring}
      />
      {refusal}
    </div>
  );
}
