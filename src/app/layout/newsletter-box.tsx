import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';

/** Loaded on her first Subscribe: the footer is on every page, and the schema's code with it. */
const loadSchema = () =>
  import('@/domain/auth-input').then((module) => module.newsletterInputSchema);

/**
 * Subscribe only shows a browser alert and makes no call; No Thanks hides the box.
 * `onHide` runs first, so the footer can move focus somewhere near before the button goes.
 */
export function NewsletterBox({ onHide }: { onHide?: () => void }) {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(false);
  const [email, setEmail] = useState('');
  const form = useSchemaForm({
    schema: loadSchema,
    fields: ['email'],
    values: () => ({ email }),
    send() {
      window.alert(t`Thank you for subscribing!`);
      setEmail('');
      return Promise.resolve();
    },
    onFailed: () => undefined,
  });

  if (hidden) return null;

  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-lg font-bold">
        {t`Newsletter`}
      </h2>
      <form method="post" noValidate onSubmit={form.onSubmit} className="mt-2 flex flex-col gap-2">
        <label htmlFor={form.idOf('email')} className="text-sm">
          {t`Your e-mail`}
        </label>
        <input
          id={form.idOf('email')}
          type="email"
          required
          autoComplete="email"
          value={email}
          {...form.described('email')}
          onChange={(event) => {
            setEmail(event.target.value);
            form.edited('email');
          }}
          className="field"
        />
        <FieldRefusal form={form} field="email" onDark />
        <div className="flex gap-2">
          <button type="submit" className="btn bg-surface text-brand-800 hover:bg-brand-100">
            {t`Subscribe`}
          </button>
          <button
            type="button"
            className="btn text-surface underline hover:bg-brand-700"
            onClick={() => {
              onHide?.();
              setHidden(true);
            }}
          >
            {t`No Thanks`}
          </button>
        </div>
      </form>
    </section>
  );
}
