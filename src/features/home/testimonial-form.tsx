import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import type { Testimonial } from '@/domain/entities';
import { message } from '@/i18n/message';
import { TESTIMONIAL_MAX_CHARS } from '@/domain/testimonial';
import { testimonialInputSchema } from '@/domain/testimonial-input';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { FieldRefusal } from '@/components/forms/field-refusal';
import { useSchemaForm } from '@/components/forms/use-schema-form';

const toasts = formToast('testimonial-form');

/** The signed-in reader's review. What she typed stays in the box if sending fails. */
export function TestimonialForm({ onAdded }: { onAdded: (testimonial: Testimonial) => void }) {
  const { t } = useLingui();
  const backend = useBackend();
  const { user } = useAuth();
  const [content, setContent] = useState('');
  const form = useSchemaForm({
    schema: testimonialInputSchema,
    fields: ['content'],
    values: () => ({ content }),
    maySubmit() {
      if (user) return true;
      toasts.error(message('testimonialSignInRequired'));
      return false;
    },
    async send(checked) {
      onAdded(await backend.testimonials.create(checked.content));
      setContent('');
      toasts.success(message('testimonialAdded'));
    },
    onFailed(error) {
      toasts.error(
        isBackendError(error, 'unauthenticated')
          ? message('testimonialSignInRequired')
          : message('testimonialFailed'),
      );
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="card mt-4 flex flex-col gap-3">
      <label htmlFor={form.idOf('content')} className="font-semibold">
        {t`Your experience with Sahas`}
      </label>
      <textarea
        id={form.idOf('content')}
        className="field"
        rows={4}
        required
        maxLength={TESTIMONIAL_MAX_CHARS}
        placeholder={t`Share your experience with the product...`}
        value={content}
        {...form.described('content')}
        onChange={(event) => {
          setContent(event.target.value);
          form.edited('content');
        }}
      />
      <FieldRefusal form={form} field="content" />
      <button type="submit" className="btn-primary self-start" disabled={form.isPending}>
        {form.isPending ? t`Submitting...` : t`Give Your Review`}
      </button>
    </form>
  );
}
