// The newsletter box's checks: loaded when the box nears the screen or she first reaches it (see
// newsletter-box.tsx), so the footer on every page does not carry the form code with it.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { NewsletterFields } from '@/app/layout/newsletter-fields';

/** Loaded on her first Subscribe: zod's code comes with it. */
const loadSchema = () =>
  import('@/domain/auth-input').then((module) => module.newsletterInputSchema);

export interface NewsletterFormProps {
  email: string;
  onEmail: (email: string) => void;
  onHide: () => void;
  /** She pressed Subscribe before this code arrived: it runs once it has. */
  submitAtOnce: boolean;
}

/** Subscribe only shows a browser alert and makes no call. */
export function NewsletterForm({ email, onEmail, onHide, submitAtOnce }: NewsletterFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm({
    schema: loadSchema,
    fields: ['email'],
    values: () => ({ email }),
    send() {
      window.alert(t`Thank you for subscribing!`);
      onEmail('');
      return Promise.resolve();
    },
    onFailed: () => undefined,
  });
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitAtOnce || submitted.current) return;
    submitted.current = true;
    form.submit();
  }, [submitAtOnce, form]);

  return (
    <NewsletterFields
      emailId={form.idOf('email')}
      email={email}
      onEmail={(value) => {
        onEmail(value);
        form.edited('email');
      }}
      onSubmit={form.onSubmit}
      onHide={onHide}
      described={form.described('email')}
      refusal={<FieldRefusal form={form} field="email" onDark />}
    />
  );
}
