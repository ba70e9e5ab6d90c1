import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/backend-error';
import { COPY } from '@/domain/copy';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import HomePage from '@/features/home/home-page';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
import { createFakeBackend, makeStory, makeTestimonial } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';

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
  return screen.getByRole('region', { name: COPY.topStories });
}

function testimonialsSection() {
  return screen.getByRole('region', { name: COPY.voicesOfStrength });
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
    renderWithProviders(<HomePage />, { backend });

    const carousel = await within(topStoriesSection()).findByRole('group', {
      name: COPY.topStories,
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
    expect(screen.getByRole('button', { name: COPY.nextStories })).toBeEnabled();
    expect(screen.getByRole('button', { name: COPY.previousStories })).toBeEnabled();
    expect(backend.callCount('stories.top')).toBe(1);
    expect(backend.callCount('testimonials.latest')).toBe(1);
    expect(backend.callCount('stories.list')).toBe(0);
  });

  it('shows the author as Anonymous_ and 6 characters, and the reaction count', async () => {
    const backend = createFakeBackend({
      stories: [makeStory(1, { author_id: 'abcdefghijkl', reactionsCount: 42 })],
    });
    renderWithProviders(<HomePage />, { backend });
    const card = await within(topStoriesSection()).findByRole('article', { name: 'Story 1' });
    expect(within(card).getByText('Anonymous_abcdef')).toBeInTheDocument();
    expect(within(card).queryByText('Anonymous_abcdefg')).not.toBeInTheDocument();
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).getByText(COPY.reactionsLabel)).toBeInTheDocument();
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
    renderWithProviders(<HomePage />, { backend });

    const longCard = await screen.findByRole('article', { name: 'Long one' });
    expect(within(longCard).getByText(`${'a'.repeat(600)}...`)).toBeInTheDocument();
    const readMore = within(longCard).getByRole('button', { name: COPY.readMore });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(readMore);
    expect(within(longCard).getByText(long)).toBeInTheDocument();
    await userEvent.click(within(longCard).getByRole('button', { name: COPY.showLess }));
    expect(within(longCard).getByText(`${'a'.repeat(600)}...`)).toBeInTheDocument();

    const exactCard = screen.getByRole('article', { name: 'Exact one' });
    expect(within(exactCard).getByText(exact)).toBeInTheDocument();
    expect(
      within(exactCard).queryByRole('button', { name: COPY.readMore }),
    ).not.toBeInTheDocument();
  });

  it('says so when there are no top stories, without loading the carousel', async () => {
    renderWithProviders(<HomePage />, { backend: createFakeBackend() });
    expect(await screen.findByText(COPY.noTopStories)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: COPY.topStories })).not.toBeInTheDocument();
  });

  it('shows one slide on a phone-sized screen', async () => {
    matchMediaQueries('(max-width: 1023px)', '(max-width: 639px)');
    renderWithProviders(<HomePage />, { backend: createFakeBackend({ stories: 9 }) });
    const carousel = await screen.findByRole('group', { name: COPY.topStories });
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('shows two slides on a tablet-sized screen', async () => {
    matchMediaQueries('(max-width: 1023px)');
    renderWithProviders(<HomePage />, { backend: createFakeBackend({ stories: 9 }) });
    const carousel = await screen.findByRole('group', { name: COPY.topStories });
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('puts its controls after the slides, in the order they are drawn: Previous, Pause, Next', async () => {
    const long = 'Every word of it. '.repeat(LIMITS.homeTruncateChars / 10);
    const stories = Array.from({ length: 5 }, (_, i) => makeStory(i + 1, { content: long }));
    renderWithProviders(<HomePage />, { backend: createFakeBackend({ stories }) });
    const carousel = await within(topStoriesSection()).findByRole('group', {
      name: COPY.topStories,
    });
    const buttons = within(carousel).getAllByRole('button');
    expect(buttons.slice(-3).map((button) => button.getAttribute('aria-label'))).toEqual([
      COPY.previousStories,
      COPY.pauseTopStories,
      COPY.nextStories,
    ]);
    // The slides' own buttons (Read More) all come before the controls.
    expect(buttons.slice(0, -3).map((button) => button.textContent)).toEqual(
      buttons.slice(0, -3).map(() => COPY.readMore),
    );
    expect(buttons.length).toBeGreaterThan(3);
  });

  it('autoplays with a pause button, and not at all under reduced motion', async () => {
    const { unmount } = renderWithProviders(<HomePage />, {
      backend: createFakeBackend({ stories: 9 }),
    });
    const pause = await screen.findByRole('button', { name: COPY.pauseTopStories });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: COPY.resumeTopStories })).toBeInTheDocument();
    unmount();

    matchMediaQueries('(prefers-reduced-motion: reduce)');
    renderWithProviders(<HomePage />, { backend: createFakeBackend({ stories: 9 }) });
    await screen.findByRole('group', { name: COPY.topStories });
    expect(screen.queryByRole('button', { name: COPY.pauseTopStories })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.nextStories })).toBeInTheDocument();
  });
});

describe('Home: Voices of Strength', () => {
  it('asks a signed-out reader to sign in instead of showing the form', async () => {
    renderWithProviders(<HomePage />, { backend: createFakeBackend() });
    const section = testimonialsSection();
    expect(await within(section).findByText(COPY.testimonialSignInPrompt)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: COPY.signIn })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText(COPY.noTestimonials)).toBeInTheDocument();
  });

  it('lets a signed-in reader add a testimonial, which then appears', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    renderWithProviders(<HomePage />, { backend });
    const box = await screen.findByRole('textbox', { name: COPY.testimonialLabel });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAttribute('placeholder', COPY.testimonialPlaceholder);
    expect(screen.queryByText(COPY.testimonialSignInPrompt)).not.toBeInTheDocument();
    expect(await screen.findByText(COPY.noTestimonials)).toBeInTheDocument();

    await userEvent.type(box, 'This place gave me courage.');
    const held = backend.hold('testimonials.create');
    await userEvent.click(screen.getByRole('button', { name: COPY.giveYourReview }));
    const sending = screen.getByRole('button', { name: COPY.submitting });
    expect(sending).toBeDisabled();
    held.releaseAll();

    expect(await screen.findByText(MESSAGES.testimonialAdded)).toBeInTheDocument();
    expect(screen.getByText('“This place gave me courage.”')).toBeInTheDocument();
    expect(screen.getByText(`Anonymous_${SIGNED_IN_USER.id.slice(0, 8)}`)).toBeInTheDocument();
    expect(screen.queryByText(COPY.noTestimonials)).not.toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(backend.callsTo('testimonials.create')[0]?.args).toEqual([
      'This place gave me courage.',
    ]);
  });

  it('sends nothing for blank text', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    renderWithProviders(<HomePage />, { backend });
    const box = await screen.findByRole('textbox', { name: COPY.testimonialLabel });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: COPY.giveYourReview }));
    expect(screen.getByText(COPY.testimonialNeedsText)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(backend.callCount('testimonials.create')).toBe(0);
  });

  it('keeps the text and says so when adding fails', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      failWith: { 'testimonials.create': new BackendError('unavailable', 'down', 503) },
    });
    renderWithProviders(<HomePage />, { backend });
    const box = await screen.findByRole('textbox', { name: COPY.testimonialLabel });
    await userEvent.type(box, 'Thank you');
    await userEvent.click(screen.getByRole('button', { name: COPY.giveYourReview }));
    expect(await screen.findByText(MESSAGES.testimonialFailed)).toBeInTheDocument();
    expect(box).toHaveValue('Thank you');
    expect(screen.getByRole('button', { name: COPY.giveYourReview })).toBeEnabled();
  });

  it('asks to sign in when the session has ended meanwhile', async () => {
    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      failWith: { 'testimonials.create': new BackendError('unauthenticated', 'expired', 401) },
    });
    renderWithProviders(<HomePage />, { backend });
    await userEvent.type(
      await screen.findByRole('textbox', { name: COPY.testimonialLabel }),
      'Thank you',
    );
    await userEvent.click(screen.getByRole('button', { name: COPY.giveYourReview }));
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
    renderWithProviders(<HomePage />, { backend });
    const section = testimonialsSection();
    const list = await within(section).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText('Anonymous_abcdefgh')).toBeInTheDocument();
    expect(within(section).queryByText('Anonymous_abcdefghi')).not.toBeInTheDocument();
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows more than 3 testimonials as a carousel, also once a new one makes 4', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER, testimonials: 3 });
    renderWithProviders(<HomePage />, { backend });
    const section = testimonialsSection();
    await within(section).findByRole('list');

    await userEvent.type(
      within(section).getByRole('textbox', { name: COPY.testimonialLabel }),
      'Fourth voice',
    );
    await userEvent.click(within(section).getByRole('button', { name: COPY.giveYourReview }));

    const carousel = await within(section).findByRole('group', { name: COPY.voicesOfStrength });
    expect(within(carousel).getAllByText('“Fourth voice”').length).toBeGreaterThan(0);
    expect(
      within(section).getByRole('button', { name: COPY.nextTestimonials }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('falls back to the empty texts, silently, when both reads fail', async () => {
    const down = new BackendError('network', 'offline');
    const backend = createFakeBackend({
      stories: 5,
      testimonials: 5,
      failWith: { 'stories.top': down, 'testimonials.latest': down },
    });
    renderWithProviders(<HomePage />, { backend });
    expect(await screen.findByText(COPY.noTopStories)).toBeInTheDocument();
    expect(await screen.findByText(COPY.noTestimonials)).toBeInTheDocument();
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(screen.queryByText(MESSAGES.storiesFetchFailed)).not.toBeInTheDocument();
  });
});
