import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StoriesPage from '@/features/stories/stories-page';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

const story = makeStory(1, { title: 'Walking home', content: 'He followed me.' });

/** Shows once the deployment's answer has arrived (it offers grammar in these tests). */
function AnswerProbe() {
  return useOfferedHelpers().grammar ? <p>answer arrived</p> : null;
}

describe('the Translate select of a story card', () => {
  it('is not offered where the deployment has no translation provider', async () => {
    const backend = createFakeBackend({
      stories: [story],
      helpersOffered: { translate: false, grammar: true },
    });
    renderWithProviders(
      <>
        <StoriesPage />
        <AnswerProbe />
      </>,
      { route: '/stories', backend },
    );
    const card = await screen.findByRole('article', { name: 'Walking home' });
    expect(await screen.findByText('answer arrived')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: 'Translate' })).not.toBeInTheDocument();
    expect(within(card).getByText('He followed me.')).toBeInTheDocument();
  });

  it('is offered where it has one, once the deployment has said so', async () => {
    const backend = createFakeBackend({ stories: [story] });
    const held = backend.hold('helpers.offered');
    renderWithProviders(<StoriesPage />, { route: '/stories', backend });
    const card = await screen.findByRole('article', { name: 'Walking home' });
    expect(within(card).queryByRole('combobox', { name: 'Translate' })).not.toBeInTheDocument();
    held.releaseAll();
    expect(await within(card).findByRole('combobox', { name: 'Translate' })).toHaveValue('');
  });
});
