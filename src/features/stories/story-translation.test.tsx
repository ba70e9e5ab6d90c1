import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HELPER_PATHS } from '@/backend/helpers-client';
import type { SeedStoryOptions } from '@/testing/seed';
import { seedStory } from '@/testing/seed';
import { TRANSLATION_LANGUAGES } from '@/domain/vocabularies';
import { standInHelpers, type StandInProviders } from '@/testing/stand-in-helpers';
import { startTestBackend } from '@/testing/test-backend';
import { activateForTests } from '@/testing/i18n';
import { showStoriesPage } from '@/features/stories/stories-test-utils';

const TRANSLATE = HELPER_PATHS.translate;
const WALKING_HOME: SeedStoryOptions = { title: 'Walking home', content: 'He followed me.' };

/**
 * Her story on the Stories page of a server whose translation provider is a stand-in (it answers
 * `[hi] text`): the provider is not ours; the helper's limits, checks and refusals are.
 */
async function renderStory(providers: StandInProviders = {}, others: SeedStoryOptions[] = []) {
  const test = await startTestBackend({ helpers: standInHelpers(providers) });
  for (const story of [WALKING_HOME, ...others]) await seedStory(test.server, story);
  showStoriesPage(test.backend);
  const card = await screen.findByRole('article', { name: 'Walking home' });
  return { ...test, card, user: userEvent.setup() };
}

async function translateSelect(card: HTMLElement, name = 'Translate') {
  return within(card).findByRole('combobox', { name });
}

describe('translating a story card', () => {
  // Not offered where the deployment has no translation provider: offer-only-what-works.spec.ts.
  it('is offered on Original, with the 12 languages, once the deployment has said so', async () => {
    const { backend, server, network } = await startTestBackend({ helpers: standInHelpers() });
    await seedStory(server, WALKING_HOME);
    const held = network.hold('GET', '/api/config');
    showStoriesPage(backend);
    const card = await screen.findByRole('article', { name: 'Walking home' });
    expect(within(card).queryByRole('combobox', { name: 'Translate' })).not.toBeInTheDocument();
    held.releaseAll();
    const select = await translateSelect(card);
    expect(select).toBeEnabled();
    expect(select).toHaveAccessibleDescription('Walking home');
    expect(select).toHaveDisplayValue('Original');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original', ...TRANSLATION_LANGUAGES.map((language) => language.name)]);
  });

  it('shows the translation with a loading flag, the original in its own voice meanwhile', async () => {
    const { card, network, user } = await renderStory();
    const select = await translateSelect(card);
    const held = network.hold('POST', TRANSLATE);

    await user.selectOptions(select, 'Hindi');
    expect(within(card).getByRole('status')).toHaveTextContent('Translating...');
    // Until the translation is here, the original is shown and read in its own voice.
    expect(within(card).getByText('He followed me.')).not.toHaveAttribute('lang');
    held.releaseAll();
    // Then the translation, in its language, said and back to Original: helpers.spec.ts' journey.
    await within(card).findByText('[hi] He followed me.');
    expect(within(card).queryByText('Translating...')).not.toBeInTheDocument();
  });

  it('asks for each language once per story', async () => {
    const { card, network, user } = await renderStory();
    const select = await translateSelect(card);
    await user.selectOptions(select, 'Tamil');
    await within(card).findByText('[ta] He followed me.');
    await user.selectOptions(select, 'Original');
    await user.selectOptions(select, 'Tamil');
    expect(within(card).getByText('[ta] He followed me.')).toBeInTheDocument();
    await user.selectOptions(select, 'French');
    await within(card).findByText('[fr] He followed me.');
    expect(await screen.findByText('Story translated to French')).toBeInTheDocument();
    // One kept is shown at once, and said as a fresh one is.
    await user.selectOptions(select, 'Tamil');
    expect(within(card).getByText('[ta] He followed me.')).toBeInTheDocument();
    expect(await screen.findByText('Story translated to Tamil')).toBeInTheDocument();
    expect(network.requestsTo('POST', TRANSLATE)).toHaveLength(2);
  });

  // A failing translation, said and put back to Original, is helpers.spec.ts' journey.
  it('shows the latest choice when an earlier one answers late', async () => {
    const { card, network, user } = await renderStory();
    const select = await translateSelect(card);
    const held = network.hold('POST', TRANSLATE);
    await user.selectOptions(select, 'Hindi');
    await user.selectOptions(select, 'Spanish');
    await waitFor(() => expect(held.waiting).toBe(2));
    held.release(1);
    await within(card).findByText('[es] He followed me.');
    held.release(0);
    await waitFor(() => expect(held.waiting).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(select).toHaveDisplayValue('Spanish');
    expect(within(card).getByText('[es] He followed me.')).toBeInTheDocument();
  });

  it('offers no translation for a story without text', async () => {
    const { card } = await renderStory({}, [{ title: 'Only a title', content: '' }]);
    // Beside a story with text, once its select shows the deployment's answer has arrived.
    await translateSelect(card);
    const withoutText = screen.getByRole('article', { name: 'Only a title' });
    expect(within(withoutText).queryByRole('combobox', { name: 'Translate' })).toBeNull();
  });
});

describe('translating a story card in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('names the languages in Hindi, hers first, starts on Original, and keeps the story text untouched', async () => {
    activateForTests('hi');
    const { card, network } = await renderStory();
    const select = await translateSelect(card, 'अनुवाद');
    expect(select).toHaveValue('');
    expect(network.requestsTo('POST', TRANSLATE)).toEqual([]);
    const inHindi = new Intl.DisplayNames(['hi'], { type: 'language' });
    const options = within(select).getAllByRole('option');
    expect(
      options.slice(0, 3).map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'मूल'],
      ['hi', inHindi.of('hi')],
      ['en', inHindi.of('en')],
    ]);
    const tamil = inHindi.of('ta') ?? 'Tamil';

    await userEvent.selectOptions(select, tamil);
    expect(await screen.findByText(`कहानी का ${tamil} में अनुवाद हो गया`)).toBeInTheDocument();
    // The translation is what the provider sent, never run through the catalogues.
    expect(within(card).getByText('[ta] He followed me.')).toHaveAttribute('lang', 'ta');
  });
});
