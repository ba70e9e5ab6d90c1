import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import StoriesPage from '@/features/stories/stories-page';
import { createFakeBackend, makeStory, type FakeBackend } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

async function renderStory(backend: FakeBackend) {
  renderWithProviders(<StoriesPage />, { route: '/stories', backend });
  const card = await screen.findByRole('article', { name: 'Walking home' });
  const select = await within(card).findByRole('combobox', { name: 'Translate' });
  return { card, select, user: userEvent.setup() };
}

const story = makeStory(1, { title: 'Walking home', content: 'He followed me.' });

describe('translating a story card', () => {
  it('shows the translation with a loading flag, then Original again', async () => {
    const backend = createFakeBackend({ stories: [story] });
    const { card, select, user } = await renderStory(backend);
    const held = backend.hold('helpers.translate');

    await user.selectOptions(select, 'Hindi');
    expect(within(card).getByRole('status')).toHaveTextContent('Translating...');
    held.releaseAll();
    expect(await screen.findByText('Story translated to Hindi')).toBeInTheDocument();
    expect(within(card).queryByText('Translating...')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: '[hi] Walking home' })).toBeInTheDocument();
    expect(within(card).getByText('[hi] He followed me.')).toHaveAttribute('lang', 'hi');
    expect(backend.callsTo('helpers.translate')[0]?.args).toEqual([
      'Walking home',
      'He followed me.',
      'hi',
    ]);

    await user.selectOptions(select, 'Original');
    expect(within(card).getByText('He followed me.')).not.toHaveAttribute('lang');
    expect(within(card).getByRole('heading', { name: 'Walking home' })).toBeInTheDocument();
  });

  it('fetches each language once per story', async () => {
    const backend = createFakeBackend({ stories: [story] });
    const { card, select, user } = await renderStory(backend);
    await user.selectOptions(select, 'Tamil');
    await within(card).findByText('[ta] He followed me.');
    await user.selectOptions(select, 'Original');
    await user.selectOptions(select, 'Tamil');
    expect(within(card).getByText('[ta] He followed me.')).toBeInTheDocument();
    await user.selectOptions(select, 'French');
    await within(card).findByText('[fr] He followed me.');
    expect(backend.callsTo('helpers.translate').map((call) => call.args[2])).toEqual(['ta', 'fr']);
  });

  it('puts the choice back to Original and says why when translation fails', async () => {
    const backend = createFakeBackend({ stories: [story] });
    backend.fail(
      'helpers.translate',
      new BackendError('unavailable', 'Translation service failed with status 502', 502),
    );
    const { card, select, user } = await renderStory(backend);
    await user.selectOptions(select, 'Bengali');
    expect(
      await screen.findByText(
        'Failed to translate story: Translation service failed with status 502',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveDisplayValue('Original'));
    expect(within(card).getByText('He followed me.')).toBeInTheDocument();
  });

  it('shows the latest choice when an earlier one answers late', async () => {
    const backend = createFakeBackend({ stories: [story] });
    const { card, select, user } = await renderStory(backend);
    const held = backend.hold('helpers.translate');
    await user.selectOptions(select, 'Hindi');
    await user.selectOptions(select, 'Spanish');
    held.release(1);
    await within(card).findByText('[es] He followed me.');
    held.release(0);
    await waitFor(() => expect(held.waiting).toBe(0));
    expect(select).toHaveDisplayValue('Spanish');
    expect(within(card).getByText('[es] He followed me.')).toBeInTheDocument();
  });

  it('offers no translation for a story without text', async () => {
    const backend = createFakeBackend({
      stories: [makeStory(2, { title: 'Walking home', content: '' })],
    });
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    const card = await screen.findByRole('article', { name: 'Walking home' });
    expect(within(card).queryByRole('combobox', { name: 'Translate' })).toBeNull();
  });
});

describe('translating a story card in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('names the language in Hindi, starts on Original, and keeps the story text untouched', async () => {
    activateForTests('hi');
    const backend = createFakeBackend({ stories: [story] });
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    const card = await screen.findByRole('article', { name: 'Walking home' });
    const select = await within(card).findByRole('combobox', { name: 'अनुवाद' });
    expect(select).toHaveValue('');
    expect(backend.callCount('helpers.translate')).toBe(0);
    const tamil = new Intl.DisplayNames(['hi'], { type: 'language' }).of('ta') ?? 'Tamil';

    await userEvent.selectOptions(select, tamil);
    expect(await screen.findByText(`कहानी का ${tamil} में अनुवाद हो गया`)).toBeInTheDocument();
    // The translation is what the provider sent, never run through the catalogues.
    expect(within(card).getByText('[ta] He followed me.')).toHaveAttribute('lang', 'ta');
  });
});
