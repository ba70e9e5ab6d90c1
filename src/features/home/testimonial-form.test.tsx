import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '@/domain/copy';
import { MESSAGES } from '@/domain/messages';
import { TestimonialForm } from '@/features/home/testimonial-form';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

function setup() {
  const backend = createFakeBackend({ user: SIGNED_IN_USER });
  const onAdded = vi.fn();
  renderWithProviders(<TestimonialForm onAdded={onAdded} />, { backend });
  return { backend, onAdded, user: userEvent.setup() };
}

const box = () => screen.getByRole('textbox', { name: COPY.testimonialLabel });
const send = () => screen.getByRole('button', { name: COPY.giveYourReview });

beforeEach(() => {
  toast.remove();
});

describe('Testimonial form: hidden control characters', () => {
  it.each([
    ['NUL', 'It helped\u0000 me.'],
    ['a bell', '\u0007It helped me.'],
    ['a C1 control', 'It helped me.\u0090'],
  ])('refuses %s before sending and keeps the text', async (_, text) => {
    const { backend, user } = setup();
    await user.click(box());
    await user.paste(text);
    await user.click(send());

    expect(await screen.findByText(MESSAGES.textHasControlCharacters)).toBeInTheDocument();
    expect(backend.callCount('testimonials.create')).toBe(0);
    expect(box()).toHaveValue(text);
  });

  it('sends a testimonial with line breaks, Devanagari and emoji', async () => {
    const { backend, onAdded, user } = setup();
    await user.click(box());
    await user.paste('धन्यवाद।\n\tThank you 👩‍👧💜');
    await user.click(send());

    expect(await screen.findByText(MESSAGES.testimonialAdded)).toBeInTheDocument();
    expect(backend.callsTo('testimonials.create')[0]?.args).toEqual(['धन्यवाद।\n\tThank you 👩‍👧💜']);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});
