import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isBackendError } from '@/backend/backend-error';
import { hasControlCharacters } from '@/domain/control-characters';
import type { Testimonial } from '@/domain/entities';
import { message } from '@/i18n/message';
import { TESTIMONIAL_MAX_CHARS, validateTestimonial } from '@/domain/testimonial';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';

const toasts = formToast('testimonial-form');

/** The signed-in reader's review. What she typed stays in the box if sending fails. */
export function TestimonialForm({ onAdded }: { onAdded: (testimonial: Testimonial) => void }) {
  const { t } = useLingui();
  const backend = useBackend();
  const { user } = useAuth();
  const [content, setContent] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [needsText, setNeedsText] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!user) {
      toasts.error(message('testimonialSignInRequired'));
      return;
    }
    const check = validateTestimonial(content);
    if (!check.ok) {
      // Only blank text gets here: the box's maxLength keeps it under the cap.
      setNeedsText(true);
      return;
    }
    if (hasControlCharacters(content, { multiline: true })) {
      toasts.error(message('textHasControlCharacters'));
      return;
    }
    setSubmitting(true);
    try {
      const created = await backend.testimonials.create(check.content);
      onAdded(created);
      setContent('');
      toasts.success(message('testimonialAdded'));
    } catch (error) {
      toasts.error(
        isBackendError(error, 'unauthenticated')
          ? message('testimonialSignInRequired')
          : message('testimonialFailed'),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="card mt-4 flex flex-col gap-3">
      <label htmlFor={fieldId} className="font-semibold">
        {t`Your experience with Sahas`}
      </label>
      <textarea
        id={fieldId}
        className="field"
        rows={4}
        required
        maxLength={TESTIMONIAL_MAX_CHARS}
        placeholder={t`Share your experience with the product...`}
        value={content}
        aria-describedby={needsText ? hintId : undefined}
        aria-invalid={needsText || undefined}
        onChange={(event) => {
          setContent(event.target.value);
          setNeedsText(false);
        }}
      />
      {needsText && (
        <p id={hintId} className="text-sm text-ink">
          {t`Please write a few words before sending.`}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={submitting}>
        {submitting ? t`Submitting...` : t`Give Your Review`}
      </button>
    </form>
  );
}
