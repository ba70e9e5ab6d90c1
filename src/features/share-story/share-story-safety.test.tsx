import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { rememberDraft, SHARE_DRAFT_KEY } from '@/features/share-story/draft-memory';
import ShareStoryPage from '@/features/share-story/share-story-page';
import {
  expectToast,
  fields,
  renderShareStoryPage,
  savedStories,
  SHARE_STORY_ROUTE,
} from '@/features/share-story/share-story-test-utils';
import { renderWithProviders } from '@/testing/render-with-providers';

const setup = renderShareStoryPage;
const STORIES = '/api/stories';

const warningField = () => screen.getByRole('textbox', { name: 'Content warning (optional)' });
const draftLine = () => screen.queryByText('Your draft is still here.');
const prompt = () => screen.queryByRole('region', { name: 'Details that could identify you' });

describe('Share Story: content warning', () => {
  it('offers an optional content warning of at most 120 characters and sends it', async () => {
    const { backend, user } = await setup();
    expect(warningField()).toHaveAttribute('maxLength', String(LIMITS.contentWarningMaxChars));
    expect(warningField()).toHaveAccessibleDescription(
      'Readers see this first and choose whether to open your story, for example "Mentions physical violence".',
    );
    await user.type(fields().title, 'That year');
    await user.type(fields().content, 'It was hard.');
    await user.type(warningField(), '  Mentions physical violence ');
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    // Her own list labels it with its warning, and readers see it first: content-warning.spec.ts.
    expect((await savedStories(backend))[0]?.content_warning).toBe('Mentions physical violence');
    expect(warningField()).toHaveValue('');
  });
});

// What counts as identifying (and what does not, such as an amount or a year) is
// src/domain/identifying-details.test.ts's; a story with nothing of it is shared straight away
// in every other sharing test.
describe('Share Story: identifying details', () => {
  it('points out a phone number and an address before sharing, and shares only when she chooses', async () => {
    const { backend, network, user } = await setup();
    await user.type(fields().title, 'Flat 302');
    await user.type(fields().content, 'He still calls from 98765 43210 every night.');
    await user.click(fields().share());

    const region = await screen.findByRole('region', { name: 'Details that could identify you' });
    expect(region.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(
      'These look like details someone could use to find you or the people in your story. You may want to remove or change them. The choice is yours.',
    );
    const marks = Array.from(region.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks).toEqual(['Flat 302', '98765 43210']);
    expect(region).toHaveTextContent(`Address · In the title`);
    expect(region).toHaveTextContent(`Phone number · In your story`);
    expect(network.requestsTo('POST', STORIES)).toEqual([]);

    // Edit story: back to the first finding, selected so she can type over it.
    await user.click(within(region).getByRole('button', { name: 'Edit story' }));
    expect(prompt()).toBeNull();
    const { title } = fields();
    expect(title).toHaveFocus();
    expect([title.selectionStart, title.selectionEnd]).toEqual([0, 'Flat 302'.length]);
    await user.keyboard('A small flat');

    // Still a phone number in the story: asked again, and she shares anyway.
    await user.click(fields().share());
    const again = await screen.findByRole('region', { name: 'Details that could identify you' });
    expect(Array.from(again.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual([
      '98765 43210',
    ]);
    await user.click(within(again).getByRole('button', { name: 'Share anyway' }));
    await expectToast(MESSAGES.storyShared);
    expect((await savedStories(backend)).map((story) => story.title)).toEqual(['A small flat']);
    expect(prompt()).toBeNull();
  });
});

describe('Share Story: the unsent draft', () => {
  it('keeps title, story, tags and warning for this tab only, and gives them back after a reload', async () => {
    const first = await setup();
    // No draft kept: nothing said of one.
    expect(draftLine()).toBeNull();
    await first.user.type(fields().title, 'Unsent');
    await first.user.type(fields().content, 'Half written');
    await first.user.click(screen.getByRole('button', { name: 'Recovery' }));
    await first.user.type(warningField(), 'Abuse');
    expect(sessionStorage.getItem(SHARE_DRAFT_KEY)).toContain('Half written');
    expect(localStorage.length).toBe(0);
    first.view.unmount();

    // The same tab loads the page again.
    renderWithProviders(<ShareStoryPage />, { ...SHARE_STORY_ROUTE, backend: first.backend });
    expect(fields().title).toHaveValue('Unsent');
    expect(fields().content).toHaveValue('Half written');
    expect(screen.getByRole('button', { name: 'Recovery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(warningField()).toHaveValue('Abuse');
    expect(draftLine()).toHaveAttribute('role', 'status');
  });

  it('stops saying so once the story is shared, and keeps it no longer', async () => {
    rememberDraft({ title: 'Kept title', content: 'Kept words', tags: [], contentWarning: '' });
    const { user } = await setup();
    await user.click(fields().share());
    await expectToast(MESSAGES.storyShared);
    expect(draftLine()).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem(SHARE_DRAFT_KEY)).toBeNull());
  });
  // A visitor's draft back after signing in is dead-ends.spec.ts' journey.
});
