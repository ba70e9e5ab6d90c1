import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, ChevronDown, Send } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { hasControlCharacters } from '@/domain/control-characters';
import { isValidEmail } from '@/domain/email';
import { LIMITS } from '@/domain/limits';
import { message } from '@/i18n/message';
import {
  NGO_REQUEST_FIELDS,
  trimNgoRequest,
  validateNgoRequest,
  type NgoRequestFields,
} from '@/domain/ngo-request';
import { isPhoneLike } from '@/domain/phone';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import {
  clearNgoRequestDraft,
  EMPTY_NGO_REQUEST,
  readNgoRequestDraft,
  saveNgoRequestDraft,
} from '@/features/resources/ngo-request-draft';

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

/**
 * The collapsible NGO-join request: five required fields, sign-in required. What
 * was typed stays after a failure, and comes back after the detour to sign in.
 */
export function NgoRequestForm() {
  const { t } = useLingui();
  const backend = useBackend();
  const { status } = useAuth();
  // Under <BrowserRouter> navigate returns nothing to wait for; only a data router's does.
  const navigate = useNavigate();
  const [draft] = useState(readNgoRequestDraft);
  const [open, setOpen] = useState(draft !== null);
  const [fields, setFields] = useState<NgoRequestFields>(draft ?? EMPTY_NGO_REQUEST);
  const [sending, setSending] = useState(false);
  // The fields the last send refused, each with what to change; cleared as she types in it.
  const [refused, setRefused] = useState<Partial<Record<FieldKey, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ key: FieldKey } | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRefs = useRef<Partial<Record<FieldKey, HTMLInputElement | HTMLTextAreaElement>>>({});
  const formId = useId();
  const id = (key: FieldKey) => `${formId}-${key}`;
  // The phone rule in words, with the number of digits isPhoneLike asks for.
  const minDigits = LIMITS.ngoContactMinDigits;
  const contactInvalid = t`Please enter the contact as a phone number with at least ${minDigits} digits.`;

  // The draft has been put back into the form; it is not needed again.
  useEffect(() => clearNgoRequestDraft(), []);

  // Focus moves once the refusal is on screen, so the field is read with its message.
  useEffect(() => {
    if (focusRequest) inputRefs.current[focusRequest.key]?.focus();
  }, [focusRequest]);

  function update(key: FieldKey, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
    setRefused((current) => ({ ...current, [key]: undefined }));
  }

  /** Marks the refused fields, each with its message, and moves focus to the first. */
  function refuse(keys: readonly FieldKey[], message: string) {
    setRefused(Object.fromEntries(keys.map((key) => [key, message])));
    if (keys[0]) setFocusRequest({ key: keys[0] });
  }

  function askToSignIn() {
    saveNgoRequestDraft(fields);
    toasts.info(message('ngoRequestSignInRequired'));
    void navigate('/auth');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (status === 'signed-out') {
      askToSignIn();
      return;
    }
    const check = validateNgoRequest(fields);
    if (!check.ok) {
      toasts.error(message(check.code));
      const empty = NGO_REQUEST_FIELDS.filter((key) => fields[key].trim() === '');
      refuse(empty, t`Please fill in this field.`);
      return;
    }
    const withControls = NGO_REQUEST_FIELDS.find((key) =>
      hasControlCharacters(fields[key], { multiline: key === 'description' }),
    );
    if (withControls) {
      toasts.error(message('textHasControlCharacters'));
      refuse([withControls], message('textHasControlCharacters'));
      return;
    }
    const request = trimNgoRequest(fields);
    if (!isPhoneLike(request.contact)) {
      toasts.error(contactInvalid);
      refuse(['contact'], contactInvalid);
      return;
    }
    if (!isValidEmail(request.email)) {
      toasts.error(message('invalidEmail'));
      refuse(['email'], message('invalidEmail'));
      return;
    }

    setRefused({});
    setSending(true);
    try {
      await backend.ngos.request(request);
      toasts.success(message('ngoRequestSubmitted'));
      setFields(EMPTY_NGO_REQUEST);
      setOpen(false);
      toggleRef.current?.focus();
    } catch (error) {
      if (isBackendError(error, 'unauthenticated')) askToSignIn();
      else toasts.error(message('ngoRequestFailed'));
    } finally {
      setSending(false);
    }
  }

  /** What a field is described by: its hint, and the reason it was refused, if it was. */
  function describedBy(key: FieldKey, hintId?: string): string | undefined {
    const ids = [hintId, refused[key] ? `${id(key)}-refused` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  function refusal(key: FieldKey) {
    const message = refused[key];
    return (
      message && (
        <p
          id={`${id(key)}-refused`}
          className="flex items-center gap-1 text-sm font-semibold text-danger-700"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      )
    );
  }

  function textField(key: FieldKey, label: string, props: { type?: string; hint?: string }) {
    const hintId = props.hint ? `${id(key)}-hint` : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id(key)} className="font-semibold">
          {label}
        </label>
        {props.hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {props.hint}
          </p>
        )}
        <input
          ref={(element) => {
            inputRefs.current[key] = element ?? undefined;
          }}
          id={id(key)}
          type={props.type ?? 'text'}
          required
          maxLength={MAX_LENGTH[key]}
          aria-invalid={refused[key] ? true : undefined}
          aria-describedby={describedBy(key, hintId)}
          value={fields[key]}
          onChange={(event) => update(key, event.target.value)}
          className={FIELD}
          {...AUTOCOMPLETE[key]}
        />
        {refusal(key)}
      </div>
    );
  }

  return (
    <section aria-labelledby={`${formId}-heading`} className="card mt-10">
      <h2 id={`${formId}-heading`} className="text-2xl font-bold text-brand-800">
        {t`Request to join the network`}
      </h2>
      <p className="mt-2 max-w-prose">
        {t`Know an organisation that supports women? Tell us about it. Our team checks every request before it is listed.`}
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="btn-secondary mt-4"
        aria-expanded={open}
        aria-controls={`${formId}-form`}
        onClick={() => setOpen((current) => !current)}
      >
        {t`Ask us to list an NGO`}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      <form
        method="post"
        id={`${formId}-form`}
        hidden={!open}
        // The checks below give the spec's messages; the browser's own bubbles would hide them.
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${formId}-heading`}
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
          <label htmlFor={id('description')} className="font-semibold">
            {t`What the organisation does`}
          </label>
          <textarea
            ref={(element) => {
              inputRefs.current.description = element ?? undefined;
            }}
            id={id('description')}
            required
            rows={4}
            maxLength={MAX_LENGTH.description}
            aria-invalid={refused.description ? true : undefined}
            aria-describedby={describedBy('description')}
            value={fields.description}
            onChange={(event) => update('description', event.target.value)}
            className={FIELD}
          />
          {refusal('description')}
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
          aria-disabled={sending}
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {sending ? t`Submitting...` : t`Submit Request`}
        </button>
      </form>
    </section>
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
