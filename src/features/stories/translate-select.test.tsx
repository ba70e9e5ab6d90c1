import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '@/domain/vocabularies';
import { showStoriesPage } from '@/features/stories/stories-test-utils';
import { seedStory } from '@/testing/seed';
import { standInHelpers } from '@/testing/stand-in-helpers';
import { startTestBackend } from '@/testing/test-backend';

const WALKING_HOME = { title: 'Walking home', content: 'He followed me.' };

// Not offered where the deployment has no translation provider: offer-only-what-works.spec.ts.
describe('the Translate select of a story card', () => {
  it('is offered on Original, with the 12 languages, once the deployment has said so', async () => {
    const { backend, server, network } = await startTestBackend({ helpers: standInHelpers() });
    await seedStory(server, WALKING_HOME);
    const held = network.hold('GET', '/api/config');
    showStoriesPage(backend);
    const card = await screen.findByRole('article', { name: 'Walking home' });
    expect(within(card).queryByRole('combobox', { name: 'Translate' })).not.toBeInTheDocument();
    held.releaseAll();
    const select = await within(card).findByRole('combobox', { name: 'Translate' });
    expect(select).toBeEnabled();
    expect(select).toHaveAccessibleDescription('Walking home');
    expect(select).toHaveDisplayValue('Original');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original', ...TRANSLATION_LANGUAGES.map((language) => language.name)]);
  });
});
