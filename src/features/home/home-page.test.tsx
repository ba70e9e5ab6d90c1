import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { anonymousName, anonymousShortName } from '@/domain/display';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import HomePage from '@/features/home/home-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { seedReactions, seedStories, seedStory, seedTestimonial } from '@/testing/seed';
import { session } from '@/testing/server-side';
import { startTestBackend } from '@/testing/test-backend';

const HER_EMAIL = 'her@example.org';
const TOP = '/api/stories/top';
const TESTIMONIALS = '/api/testimonials';
const NO_TESTIMONIALS = 'No testimonials yet. Be the first to share your experience!';
const reviewBox = () => screen.findByRole('textbox', { name: 'Your experience with Sahas' });
const sendReview = () => userEvent.click(screen.getByRole('button', { name: 'Give Your Review' }));

function renderHome(backend: BackendPort) {
  return renderWithProviders(<HomePage />, { backend });
}

/** A test server with `stories` stories (Story 1 to n) and `testimonials` testimonials. */
async function startWith({ stories = 0, testimonials = 0, signedIn = false } = {}) {
  const started = await startTestBackend({ signedIn: signedIn ? HER_EMAIL : undefined });
  await seedStories(started.server, stories);
  for (let n = 1; n <= testimonials; n += 1) {
    await seedTestimonial(started.server, `Testimonial number ${n}.`);
  }
  return started;
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

describe('Home: Top Stories', () => {
  // Which 9 are the top stories, and in what order, is the server's
  // (server/stories/story-listing.test.ts): here, that Home shows them as it is told.
  it('shows the most reacted stories in a carousel, most reacted first', async () => {
    const { backend, network, server } = await startTestBackend();
    for (let hearts = 0; hearts < 4; hearts += 1) {
      const story = await seedStory(server, { title: `Story with ${hearts} hearts` });
      await seedReactions(server, story.id, hearts);
    }
    renderHome(backend);

    const carousel = await within(topStoriesSection()).findByRole('group', {
      name: 'Top Stories',
    });
    // Three slides are in view on a wide screen; the rest (and loop clones) are aria-hidden.
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Story with 3 hearts', 'Story with 2 hearts', 'Story with 1 hearts']);
    expect(within(carousel).getAllByText('Story with 0 hearts').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Next stories' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous stories' })).toBeEnabled();
    // One read each: the top stories and the testimonials, not the Stories page's list.
    expect(network.requestsTo('GET', TOP)).toHaveLength(1);
    expect(network.requestsTo('GET', TESTIMONIALS)).toHaveLength(1);
    expect(network.requestsTo('GET', '/api/stories')).toEqual([]);
  });

  it('shows the author as Anonymous_ and 6 characters, and the reaction count', async () => {
    const { backend, server } = await startTestBackend();
    const story = await seedStory(server, { title: 'Story 1' });
    await seedReactions(server, story.id, 3);
    renderHome(backend);
    const card = await within(topStoriesSection()).findByRole('article', { name: 'Story 1' });
    // The story's own pseudonym, never its author's account.
    expect(within(card).getByText(anonymousShortName(story.author_id))).toBeInTheDocument();
    expect(
      within(card).queryByText(`Anonymous_${story.author_id.slice(0, 7)}`),
    ).not.toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(within(card).getByText('Reactions')).toBeInTheDocument();
  });

  it('cuts a story at 600 characters with Read More / Show Less', async () => {
    const long = 'a'.repeat(LIMITS.homeTruncateChars) + 'TAIL';
    const exact = 'b'.repeat(LIMITS.homeTruncateChars);
    const { backend, server } = await startTestBackend();
    await seedStory(server, { title: 'Long one', content: long });
    await seedStory(server, { title: 'Exact one', content: exact });
    renderHome(backend);

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
    renderHome((await startWith()).backend);
    expect(await screen.findByText('No top stories available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Top Stories' })).not.toBeInTheDocument();
  });

  // Autoplaying with a pause button that turns to Resume: field-fixes.spec.ts, 'Tab moves through
  // the top stories carousel in the order it is drawn'.
  it('does not autoplay under reduced motion: no pause button, the arrows still there', async () => {
    const { backend } = await startWith({ stories: 9 });
    matchMediaQueries('(prefers-reduced-motion: reduce)');
    renderHome(backend);
    await screen.findByRole('group', { name: 'Top Stories' });
    expect(screen.queryByRole('button', { name: 'Pause top stories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next stories' })).toBeInTheDocument();
  });
});

describe('Home: Voices of Strength', () => {
  it('asks a signed-out reader to sign in instead of showing the form', async () => {
    renderHome((await startWith()).backend);
    const section = testimonialsSection();
    expect(
      await within(section).findByText('Please sign in to share your experience'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText(NO_TESTIMONIALS)).toBeInTheDocument();
  });

  it('lets a signed-in reader add a testimonial, which then appears', async () => {
    const { backend, network, user } = await startWith({ signedIn: true });
    renderHome(backend);
    const box = await reviewBox();
    expect(screen.queryByText('Please sign in to share your experience')).not.toBeInTheDocument();
    expect(await screen.findByText(NO_TESTIMONIALS)).toBeInTheDocument();

    await userEvent.type(box, 'This place gave me courage.');
    const held = network.hold('POST', TESTIMONIALS);
    await sendReview();
    const sending = screen.getByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    held.releaseAll();

    expect(await screen.findByText(MESSAGES.testimonialAdded)).toBeInTheDocument();
    expect(screen.getByText('“This place gave me courage.”')).toBeInTheDocument();
    // Labelled by the testimonial's own pseudonym, never by her account.
    const [stored] = await backend.testimonials.latest();
    expect(stored?.content).toBe('This place gave me courage.');
    expect(screen.getByText(anonymousName(stored?.author_id ?? ''))).toBeInTheDocument();
    expect(screen.queryByText(anonymousName(user?.id ?? ''))).not.toBeInTheDocument();
    expect(screen.queryByText(NO_TESTIMONIALS)).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  // Which characters are refused is the testimonial schema's (src/domain/testimonial-input.test.ts,
  // control-characters.test.ts): here, that the page refuses before sending, keeping the text.
  it.each([
    ['blank text', '   ', 'Please write a few words before sending.'],
    ['a hidden control character', 'It helped\u0000 me.', MESSAGES.textHasControlCharacters],
  ])('refuses %s before sending, on the field, and keeps it', async (_, text, message) => {
    const { backend, network } = await startWith({ signedIn: true });
    renderHome(backend);
    const box = await reviewBox();
    await userEvent.click(box);
    await userEvent.paste(text);
    await sendReview();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(network.requestsTo('POST', TESTIMONIALS)).toEqual([]);
    expect(box).toHaveValue(text);
  });

  it('keeps the text and says so when adding fails', async () => {
    const { backend, network } = await startWith({ signedIn: true });
    // The connection drops as it is sent.
    network.fail('POST', TESTIMONIALS);
    renderHome(backend);
    const box = await reviewBox();
    await userEvent.type(box, 'Thank you');
    await sendReview();
    expect(await screen.findByText(MESSAGES.testimonialFailed)).toBeInTheDocument();
    expect(box).toHaveValue('Thank you');
    expect(screen.getByRole('button', { name: 'Give Your Review' })).toBeEnabled();
  });

  it('asks to sign in when the session has ended meanwhile', async () => {
    const { backend, server } = await startWith({ signedIn: true });
    renderHome(backend);
    await userEvent.type(await reviewBox(), 'Thank you');
    // Her session ends on the server (it expired, or she signed out elsewhere).
    await server.db.delete(session);
    await sendReview();
    expect(await screen.findByText(MESSAGES.testimonialSignInRequired)).toBeInTheDocument();
  });

  it('shows up to 3 testimonials as a grid with Anonymous_ and 8 characters', async () => {
    const { backend, server } = await startWith({ testimonials: 2 });
    const first = await seedTestimonial(server, 'First voice');
    renderHome(backend);
    const section = testimonialsSection();
    const list = await within(section).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText(anonymousName(first.author_id))).toBeInTheDocument();
    expect(
      within(section).queryByText(`Anonymous_${first.author_id.slice(0, 9)}`),
    ).not.toBeInTheDocument();
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows more than 3 testimonials as a carousel, also once a new one makes 4', async () => {
    const { backend } = await startWith({ signedIn: true, testimonials: 3 });
    renderHome(backend);
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
    const { backend, network } = await startWith({ stories: 5, testimonials: 5 });
    network.fail('GET', TOP);
    network.fail('GET', TESTIMONIALS);
    renderHome(backend);
    expect(await screen.findByText('No top stories available at the moment.')).toBeInTheDocument();
    expect(await screen.findByText(NO_TESTIMONIALS)).toBeInTheDocument();
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(screen.queryByText(MESSAGES.storiesFetchFailed)).not.toBeInTheDocument();
  });
});
