import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StoriesPage from '@/features/stories/stories-page';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { SessionUser } from '@/domain/entities';

const PHOTOS_AND_VOICE = [
  'https://example.test/a.jpg',
  'https://example.test/b.png',
  'https://example.test/c.mp3',
];

async function renderInHindi(user: SessionUser | null = null) {
  const stories = [
    makeStory(1, { reactionsCount: 4, media_urls: PHOTOS_AND_VOICE }),
    makeStory(2, { title: '' }),
  ];
  const rendered = renderWithProviders(<StoriesPage />, {
    route: '/stories',
    backend: createFakeBackend({ user, stories }),
  });
  await waitFor(() =>
    expect(screen.queryByText('कहानियाँ लोड हो रही हैं...')).not.toBeInTheDocument(),
  );
  return rendered;
}

describe('StoriesPage in Hindi', () => {
  beforeEach(() => activateForTests('hi'));
  afterEach(() => activateForTests('en'));

  it('shows the heading, filters, sort and result line in Hindi, tags filtered by stored value', async () => {
    const { backend } = await renderInHindi();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('हिम्मत की कहानियाँ');
    expect(screen.getByText('2 कहानियाँ दिखाई जा रही हैं')).toHaveAttribute('aria-live', 'polite');
    const filters = screen.getByRole('group', { name: 'टैग से छाँटें' });
    await userEvent.click(within(filters).getByRole('button', { name: 'घरेलू हिंसा' }));
    await waitFor(() =>
      expect(backend.callsTo('stories.list').at(-1)?.args[0]).toMatchObject({
        tags: ['Domestic Violence'],
      }),
    );
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'क्रम' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सबसे नई', 'सबसे पुरानी', 'सबसे ज़्यादा पसंद की गईं']);
  });

  it('shows a card in Hindi: media badges, tags, like, support, translate with Hindi first', async () => {
    await renderInHindi();
    const card = screen.getByRole('article', { name: 'Story 1' });
    expect(within(card).getByText('इसमें 2 फ़ोटो हैं')).toBeVisible();
    expect(within(card).getByText('इसमें एक वॉइस नोट है')).toBeVisible();
    expect(within(card).getByRole('list', { name: 'टैग' })).toHaveTextContent('घरेलू हिंसा');
    expect(within(card).getByRole('button', { name: 'पसंद 4' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'हौसला भेजें' })).toBeInTheDocument();
    const select = await within(card).findByRole('combobox', { name: 'अनुवाद' });
    expect(select).toHaveDisplayValue('मूल');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options.slice(0, 3)).toEqual([
      ['', 'मूल'],
      ['hi', new Intl.DisplayNames(['hi'], { type: 'language' }).of('hi')],
      ['en', new Intl.DisplayNames(['hi'], { type: 'language' }).of('en')],
    ]);
    expect(options).toHaveLength(13);
    // A story without a title is still named, in her language.
    expect(screen.getByRole('article', { name: 'बिना शीर्षक की कहानी' })).toBeInTheDocument();
  });

  it('reports a story with a Hindi reason and thanks her in Hindi', async () => {
    const { backend } = await renderInHindi(SIGNED_IN_USER);
    const card = screen.getByRole('article', { name: 'Story 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'कहानी की रिपोर्ट करें' }));
    const dialog = screen.getByRole('dialog', { name: 'आप इस कहानी की रिपोर्ट क्यों कर रही हैं?' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'किसी का नाम या पहचान बताती है',
      'निजी जानकारी बताती है',
      'उत्पीड़न या नफ़रत',
      'स्पैम',
      'कुछ और',
    ]);
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'निजी जानकारी बताती है' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect(await screen.findByText('कहानी की रिपोर्ट भेज दी गई है। धन्यवाद।')).toBeInTheDocument();
    expect(backend.callsTo('stories.report')[0]?.args).toEqual(['story-1', 'private-details']);
    expect(within(card).getByRole('button', { name: 'रिपोर्ट भेज दी गई' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks an admin in Hindi before deleting, naming the story', async () => {
    await renderInHindi(ADMIN_USER);
    const card = screen.getByRole('article', { name: 'Story 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'हटाएँ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'क्या यह कहानी हटानी है?' });
    expect(dialog).toHaveAccessibleDescription(
      'क्या कहानी "Story 1" हटानी है? इसकी प्रतिक्रियाएँ और रिपोर्ट भी इसके साथ हट जाएँगी। इसे वापस नहीं लाया जा सकता।',
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
  });
});
