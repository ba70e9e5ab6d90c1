import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { TestimonialForm } from '@/features/home/testimonial-form';
import { i18n } from '@/i18n/i18n';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

async function setup() {
  const { backend, network } = await startTestBackend({ signedIn: 'her@example.org' });
  const onAdded = vi.fn();
  renderWithProviders(
    <I18nProvider i18n={i18n}>
      <TestimonialForm onAdded={onAdded} />
    </I18nProvider>,
    { backend },
  );
  return { backend, network, onAdded, user: userEvent.setup() };
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
    const { network, user } = await setup();
    await user.click(box());
    await user.paste(text);
    await user.click(send());

    expect(await screen.findByText(MESSAGES.textHasControlCharacters)).toBeInTheDocument();
    // Refused on the page: nothing she typed left the browser.
    expect(network.requestsTo('POST', '/api/testimonials')).toEqual([]);
    expect(box()).toHaveValue(text);
  });

  it('sends a testimonial with line breaks, Devanagari and emoji', async () => {
    const { backend, onAdded, user } = await setup();
    await user.click(box());
    await user.paste('धन्यवाद।\n\tThank you 👩‍👧💜');
    await user.click(send());

    expect(await screen.findByText(MESSAGES.testimonialAdded)).toBeInTheDocument();
    // Stored as she wrote it, read back as Home reads it.
    expect((await backend.testimonials.latest()).map((saved) => saved.content)).toEqual([
      'धन्यवाद।\n\tThank you 👩‍👧💜',
    ]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});

describe('Testimonial form in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('names the box, its hints and the button in Hindi', async () => {
    activateForTests('hi');
    const { user } = await setup();
    const hindiBox = screen.getByRole('textbox', { name: 'Sahas के साथ आपका अनुभव' });
    expect(hindiBox).toHaveAttribute('placeholder', 'यहाँ अपना अनुभव लिखें...');
    await user.type(hindiBox, '   ');
    await user.click(screen.getByRole('button', { name: 'अपनी राय दें' }));
    expect(screen.getByText('भेजने से पहले कृपया कुछ शब्द लिखें।')).toBeInTheDocument();
  });
});
