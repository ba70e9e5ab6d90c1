import { useState } from 'react';
import { Send } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { message } from '@/i18n/message';
import { NGO_REQUEST_FIELDS, type NgoRequestFields } from '@/domain/ngo-request';
import { ngoRequestInputSchema } from '@/domain/ngo-request-input';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { useAfterWrite } from '@/lib/data-layer/after-write';
import { formToast } from '@/lib/toast';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { EMPTY_NGO_REQUEST, saveNgoRequestDraft } from '@/features/resources/ngo-request-draft';

type FieldKey = keyof NgoRequestFields;

const toasts = formToast('ngo-request-form');

/** The caps the server and the rules apply, so nothing typed is refused for size. */
const MAX_LENGTH: Record<FieldKey, number> = {
  name: LIMITS.ngoNameMaxChars,
  description: LIMITS.ngoDescriptionMaxChars,
  contact: LIMITS.ngoContactMaxChars,
  email: LIMITS.emailMaxChars,
  registration_number: LIMITS.ngoRegistrationNumberMaxChars,
};

export interface NgoRequestFormBodyProps {
  /** The form's id, which the section's toggle controls. */
  id: string;
  /** The section's heading, which names the form. */
  headingId: string;
  open: boolean;
  /** What she typed before signing in (ngo-request-draft.ts), else nothing. */
  draft: NgoRequestFields | null;
  /** Sent: the section closes the form and gives focus back to its toggle. */
  onSent: () => void;
}

/**
 * The NGO-join request's form (ngo-request-form.tsx shows it once its toggle is first pressed):
 * five required fields, sign-in required. What was typed stays after a failure, and comes back
 * after the detour to sign in.
 */
export function NgoRequestFormBody({
  id,
  headingId,
  open,
  draft,
  onSent,
}: NgoRequestFormBodyProps) {
  const { t } = useLingui();
  const backend = useBackend();
  const { status } = useAuth();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const [fields, setFields] = useState<NgoRequestFields>(draft ?? EMPTY_NGO_REQUEST);
  const minDigits = LIMITS.ngoContactMinDigits;

  const afterWrite = useAfterWrite();
  const form = useSchemaForm({
    schema: ngoRequestInputSchema,
    fields: NGO_REQUEST_FIELDS,
    values: () => fields,
    maySubmit() {
      if (status !== 'signed-out') return true;
      askToSignIn();
      return false;
    },
    async send(request) {
      await backend.ngos.request(request);
      afterWrite('ngos');
      toasts.success(message('ngoRequestSubmitted'));
      setFields(EMPTY_NGO_REQUEST);
      onSent();
    },
    onFailed(error) {
      if (isBackendError(error, 'unauthenticated')) askToSignIn();
      else toasts.error(message('ngoRequestFailed'));
    },
    // The toast says the whole rule; beside each field, what that field lacks.
    onRefused: (text) => toasts.error(text),
    reword: { ngoRequestIncomplete: t`Please fill in this field.` },
  });

  function update(key: FieldKey, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
    form.edited(key);
  }

  function askToSignIn() {
    saveNgoRequestDraft(fields);
    toasts.info(message('ngoRequestSignInRequired'));
    void navigate('/auth');
  }

  function textField(key: FieldKey, label: string, props: { type?: string; hint?: string }) {
    const hintId = props.hint ? `${form.idOf(key)}-hint` : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={form.idOf(key)} className="font-semibold">
          {label}
        </label>
        {props.hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {props.hint}
          </p>
        )}
        <input
          id={form.idOf(key)}
          type={props.type ?? 'text'}
          required
          maxLength={MAX_LENGTH[key]}
          {...form.described(key, hintId)}
          value={fields[key]}
          onChange={(event) => update(key, event.target.value)}
          className={FIELD}
          {...AUTOCOMPLETE[key]}
        />
        <FieldRefusal form={form} field={key} />
      </div>
    );
  }

  return (
    <form
      method="post"
      id={id}
      hidden={!open}
      // The schema's refusals give the catalogue's messages; the browser's bubbles would hide them.
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={headingId}
      className="mt-6 flex max-w-prose flex-col gap-4"
    >
      {status === 'signed-out' && (
        <p className="rounded-xl bg-calm-100 p-3 text-calm-700">
          <Trans>
            You will need to sign in to send a request.{' '}
            <Link to="/auth" className="font-semibold underline">
              Sign In
            </Link>
          </Trans>
        </p>
      )}
      <p className="text-sm text-ink-muted">{t`All fields are required.`}</p>
      {textField('name', t`Organisation name`, {})}
      <div className="flex flex-col gap-1">
        <label htmlFor={form.idOf('description')} className="font-semibold">
          {t`What the organisation does`}
        </label>
        <textarea
          id={form.idOf('description')}
          required
          rows={4}
          maxLength={MAX_LENGTH.description}
          {...form.described('description')}
          value={fields.description}
          onChange={(event) => update('description', event.target.value)}
          className={FIELD}
        />
        <FieldRefusal form={form} field="description" />
      </div>
      {textField('contact', t`Contact phone number`, {
        type: 'tel',
        hint: t`Digits, spaces and + - ( ) only, at least ${minDigits} digits.`,
      })}
      {textField('email', t`Organisation email`, { type: 'email' })}
      {textField('registration_number', t`Registration number`, {})}
      <button
        type="submit"
        className="btn-primary self-start aria-disabled:cursor-wait aria-disabled:opacity-60"
        // aria-disabled keeps focus on the button while the request is sent.
        aria-disabled={form.isPending}
      >
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {form.isPending ? t`Submitting...` : t`Submit Request`}
      </button>
    </form>
  );
}

// A refused field is outlined in red as well as described in words.
const FIELD = 'field aria-invalid:border-2 aria-invalid:border-danger-600';

// No autofill: the browser would offer the visitor's own phone and e-mail, not the NGO's.
const AUTOCOMPLETE: Record<FieldKey, { autoComplete: 'off'; inputMode?: 'tel' | 'email' }> = {
  name: { autoComplete: 'off' },
  description: { autoComplete: 'off' },
  contact: { autoComplete: 'off', inputMode: 'tel' },
  email: { autoComplete: 'off', inputMode: 'email' },
  registration_number: { autoComplete: 'off' },
};
