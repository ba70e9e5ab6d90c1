import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { TestimonialForm } from '@/features/home/testimonial-form';
import { i18n } from '@/i18n/i18n';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

function setup() {
  const backend = createFakeBackend({ user: SIGNED_IN_USER });
  const onAdded = vi.fn();
  renderWithProviders(
    <I18nProvider i18n={i18n}>
      <TestimonialForm onAdded={onAdded} />
    </I18nProvider>,
    { backend },
  );
  return { backend, onAdded, user: userEvent.setup() };
}

const box = () => screen.getByRole('textbox', { name: 'Your experience with Sahas' });
const send = () => screen.getByRole('button', { name: 'Give Your Review' });

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

describe('Testimonial form in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('names the box, its hints and the button in Hindi', async () => {
    activateForTests('hi');
    const { user } = setup();
    const hindiBox = screen.getByRole('textbox', { name: 'Sahas के साथ आपका अनुभव' });
    expect(hindiBox).toHaveAttribute('placeholder', 'यहाँ अपना अनुभव लिखें...');
    await user.type(hindiBox, '   ');
    await user.click(screen.getByRole('button', { name: 'अपनी राय दें' }));
    expect(screen.getByText('भेजने से पहले कृपया कुछ शब्द लिखें।')).toBeInTheDocument();
  });
});
