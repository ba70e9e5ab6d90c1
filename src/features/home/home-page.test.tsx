import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import HomePage from '@/features/home/home-page';
import { i18n } from '@/i18n/i18n';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, makeTestimonial } from '@/testing/fake-backend';
import { activateForTests } from '@/testing/i18n';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@/testing/render-with-providers';

/** Home with Lingui's provider around it (renderWithProviders does not add one). */
function renderHome(options: RenderWithProvidersOptions) {
  return renderWithProviders(
    <I18nProvider i18n={i18n}>
      <HomePage />
    </I18nProvider>,
    options,
  );
}

/** Makes `window.matchMedia` match exactly the given queries. */
function matchMediaQueries(...matching: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matching.includes(query),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

function topStoriesSection() {
  return screen.getByRole('region', { name: 'Top Stories' });
}

function testimonialsSection() {
  return screen.getByRole('region', { name: 'Voices of Strength' });
}

beforeAll(async () => {
  // Warm the lazily loaded carousel once, so the first test does not wait on its import.
  await import('@/components/ui/carousel');
});

beforeEach(() => {
  toast.remove();
});

describe('Home: Top Stories', () => {
  it('shows the 9 most reacted stories in a carousel, most reacted first', async () => {
    const backend = createFakeBackend({
      stories: Array.from({ length: 12 }, (_, i) =>
        makeStory(i + 1, { title: `Story with ${i * 10} hearts`, reactionsCount: i * 10 }),
      ),
    });
    renderHome({ backend });

    const carousel = await within(topStoriesSection()).findByRole('group', {
      name: 'Top Stories',
    });
    // Three slides are in view on a wide screen; the rest (and loop clones) are aria-hidden.
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Story with 110 hearts', 'Story with 100 hearts', 'Story with 90 hearts']);
    for (let i = 3; i <= 11; i += 1) {
      expect(within(carousel).getAllByText(`Story with ${i * 10} hearts`).length).toBeGreaterThan(
        0,
      );
    }
    for (let i = 0; i <= 2; i += 1) {
      expect(within(carousel).queryByText(`Story with ${i * 10} hearts`)).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next stories' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous stories' })).toBeEnabled();
    expect(backend.callCount('stories.top')).toBe(1);
    expect(backend.callCount('testimonials.latest')).toBe(1);
    expect(backend.callCount('stories.list')).toBe(0);
  });

  it('shows the author as Anonymous_ and 6 characters, and the reaction count', async () => {
    const backend = createFakeBackend({
      stories: [makeStory(1, { author_id: 'abcdefghijkl', reactionsCount: 42 })],
    });
    renderHome({ backend });
    const card = await within(topStoriesSection()).findByRole('article', { name: 'Story 1' });
    expect(within(card).getByText('Anonymous_abcdef')).toBeInTheDocument();
    expect(within(card).queryByText('Anonymous_abcdefg')).not.toBeInTheDocument();
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).getByText('Reactions')).toBeInTheDocument();
  });

  it('cuts a story at 600 characters with Read More / Show Less', async () => {
    const long = 'a'.repeat(LIMITS.homeTruncateChars) + 'TAIL';
    const exact = 'b'.repeat(LIMITS.homeTruncateChars);
    const backend = createFakeBackend({
      stories: [
        makeStory(1, { title: 'Long one', content: long, reactionsCount: 2 }),
        makeStory(2, { title: 'Exact one', content: exact, reactionsCount: 1 }),
      ],
    });
    renderHome({ backend });

    const longCard = await screen.findByRole('article', { name: 'Long one' });
    expect(within(longCard).getByText(`${'a'.repeat(600)}...`)).toBeInTheDocument();
    const readMore = within(longCard).getByRole('button', { name: 'Read More' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(readMore);
    expect(within(longCard).getByText(long)).toBeInTheDocument();
    await userEvent.click(within(longCard).getByRole('button', { name: 'Show Less' }));
    expect(within(longCard).getByText(`${'a'.repeat(600)}...`)).toBeInTheDocument();

    const exactCard = screen.getByRole('article', { name: 'Exact one' });
    expect(within(exactCard).getByText(exact)).toBeInTheDocument();
    expect(within(exactCard).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('says so when there are no top stories, without loading the carousel', async () => {
    renderHome({ backend: createFakeBackend() });
    expect(await screen.findByText('No top stories available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Top Stories' })).not.toBeInTheDocument();
  });

  it('shows one slide on a phone-sized screen', async () => {
    matchMediaQueries('(max-width: 1023px)', '(max-width: 639px)');
    renderHome({ backend: createFakeBackend({ stories: 9 }) });
    const carousel = await screen.findByRole('group', { name: 'Top Stories' });
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('shows two slides on a tablet-sized screen', async () => {
    matchMediaQueries('(max-width: 1023px)');
    renderHome({ backend: createFakeBackend({ stories: 9 }) });
    const carousel = await screen.findByRole('group', { name: 'Top Stories' });
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('puts its controls after the slides, in the order they are drawn: Previous, Pause, Next', async () => {
    const long = 'Every word of it. '.repeat(LIMITS.homeTruncateChars / 10);
    const stories = Array.from({ length: 5 }, (_, i) => makeStory(i + 1, { content: long }));
    renderHome({ backend: createFakeBackend({ stories }) });
    const carousel = await within(topStoriesSection()).findByRole('group', {
      name: 'Top Stories',
    });
    const buttons = within(carousel).getAllByRole('button');
    expect(buttons.slice(-3).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous stories',
      'Pause top stories',
      'Next stories',
    ]);
    // The slides' own buttons (Read More) all come before the controls.
    expect(buttons.slice(0, -3).map((button) => button.textContent)).toEqual(
      buttons.slice(0, -3).map(() => 'Read More'),
    );
    expect(buttons.length).toBeGreaterThan(3);
  });

  it('autoplays with a pause button, and not at all under reduced motion', async () => {
    const { unmount } = renderHome({
      backend: createFakeBackend({ stories: 9 }),
    });
    const pause = await screen.findByRole('button', { name: 'Pause top stories' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Resume top stories' })).toBeInTheDocument();
    unmount();

    matchMediaQueries('(prefers-reduced-motion: reduce)');
    renderHome({ backend: createFakeBackend({ stories: 9 }) });
    await screen.findByRole('group', { name: 'Top Stories' });
    expect(screen.queryByRole('button', { name: 'Pause top stories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next stories' })).toBeInTheDocument();
  });
});

describe('Home: Voices of Strength', () => {
  it('asks a signed-out reader to sign in instead of showing the form', async () => {
    renderHome({ backend: createFakeBackend() });
    const section = testimonialsSection();
    expect(
      await within(section).findByText('Please sign in to share your experience'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No testimonials yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
  });

  it('lets a signed-in reader add a testimonial, which then appears', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    renderHome({ backend });
    const box = await screen.findByRole('textbox', { name: 'Your experience with Sahas' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAttribute('placeholder', 'Share your experience with the product...');
    expect(screen.queryByText('Please sign in to share your experience')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No testimonials yet. Be the first to share your experience!'),
    ).toBeInTheDocument();

    await userEvent.type(box, 'This place gave me courage.');
    const held = backend.hold('testimonials.create');
    await userEvent.click(screen.getByRole('button', { name: 'Give Your Review' }));
    const sending = screen.getByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    held.releaseAll();

    expect(await screen.findByText(MESSAGES.testimonialAdded)).toBeInTheDocument();
    expect(screen.getByText('“This place gave me courage.”')).toBeInTheDocument();
    // Labelled by the testimonial's own pseudonym, never by her account.
    const pseudonym = backend.db.testimonials[0]?.author_id ?? '';
    expect(screen.getByText(`Anonymous_${pseudonym.slice(0, 8)}`)).toBeInTheDocument();
    expect(
      screen.queryByText(`Anonymous_${SIGNED_IN_USER.id.slice(0, 8)}`),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText('No testimonials yet. Be the first to share your experience!'),
    ).not.toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(backend.callsTo('testimonials.create')[0]?.args).toEqual([
      'This place gave me courage.',
    ]);
  });

  it('sends nothing for blank text', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    renderHome({ backend });
    const box = await screen.findByRole('textbox', { name: 'Your experience with Sahas' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Give Your Review' }));
    expect(screen.getByText('Please write a few words before sending.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(backend.callCount('testimonials.create')).toBe(0);
  });

  it('keeps the text and says so when adding fails', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      failWith: { 'testimonials.create': new BackendError('unavailable', 'down', 503) },
    });
    renderHome({ backend });
    const box = await screen.findByRole('textbox', { name: 'Your experience with Sahas' });
    await userEvent.type(box, 'Thank you');
    await userEvent.click(screen.getByRole('button', { name: 'Give Your Review' }));
    expect(await screen.findByText(MESSAGES.testimonialFailed)).toBeInTheDocument();
    expect(box).toHaveValue('Thank you');
    expect(screen.getByRole('button', { name: 'Give Your Review' })).toBeEnabled();
  });

  it('asks to sign in when the session has ended meanwhile', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      failWith: { 'testimonials.create': new BackendError('unauthenticated', 'expired', 401) },
    });
    renderHome({ backend });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your experience with Sahas' }),
      'Thank you',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give Your Review' }));
    expect(await screen.findByText(MESSAGES.testimonialSignInRequired)).toBeInTheDocument();
  });

  it('shows up to 3 testimonials as a grid with Anonymous_ and 8 characters', async () => {
    const backend = createFakeBackend({
      testimonials: [
        makeTestimonial(1, { author_id: 'abcdefghijkl', content: 'First voice' }),
        makeTestimonial(2),
        makeTestimonial(3),
      ],
    });
    renderHome({ backend });
    const section = testimonialsSection();
    const list = await within(section).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText('Anonymous_abcdefgh')).toBeInTheDocument();
    expect(within(section).queryByText('Anonymous_abcdefghi')).not.toBeInTheDocument();
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows more than 3 testimonials as a carousel, also once a new one makes 4', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, testimonials: 3 });
    renderHome({ backend });
    const section = testimonialsSection();
    await within(section).findByRole('list');

    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Your experience with Sahas' }),
      'Fourth voice',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Give Your Review' }));

    const carousel = await within(section).findByRole('group', { name: 'Voices of Strength' });
    expect(within(carousel).getAllByText('“Fourth voice”').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Next testimonials' })).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('falls back to the empty texts, silently, when both reads fail', async () => {
    const down = new BackendError('network', 'offline');
    const backend = createFakeBackend({
      stories: 5,
      testimonials: 5,
      failWith: { 'stories.top': down, 'testimonials.latest': down },
    });
    renderHome({ backend });
    expect(await screen.findByText('No top stories available at the moment.')).toBeInTheDocument();
    expect(
      await screen.findByText('No testimonials yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(screen.queryByText(MESSAGES.storiesFetchFailed)).not.toBeInTheDocument();
  });
});

describe('Home in Hindi', () => {
  afterEach(() => activateForTests('en'));

  it('shows its headings, texts and carousel controls in Hindi', async () => {
    activateForTests('hi');
    renderHome({ backend: createFakeBackend({ stories: 9, testimonials: 5 }) });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('आपकी आवाज़ में ताक़त है');
    const top = screen.getByRole('region', { name: 'लोकप्रिय कहानियाँ' });
    const voices = screen.getByRole('region', { name: 'हिम्मत की आवाज़ें' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sahas के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे बारे में और जानें' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(
      await within(voices).findByText('अपना अनुभव बताने के लिए कृपया साइन इन करें'),
    ).toBeInTheDocument();

    await within(top).findByRole('group', { name: 'लोकप्रिय कहानियाँ' });
    expect(within(top).getByRole('button', { name: 'अगली कहानियाँ' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'लोकप्रिय कहानियाँ रोकें' })).toBeInTheDocument();
    await within(voices).findByRole('group', { name: 'हिम्मत की आवाज़ें' });
    expect(within(voices).getByRole('button', { name: 'पिछले अनुभव' })).toBeInTheDocument();
  });

  it('says in Hindi that there is nothing to show yet', async () => {
    activateForTests('hi');
    renderHome({ backend: createFakeBackend() });
    expect(await screen.findByText('अभी कोई लोकप्रिय कहानी नहीं है।')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'अभी तक किसी ने अपना अनुभव नहीं बताया है। अपना अनुभव बताने वाली पहली आप बनें!',
      ),
    ).toBeInTheDocument();
  });
});
