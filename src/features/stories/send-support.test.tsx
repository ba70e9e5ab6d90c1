// Send Support (issue 36): a signed-in reader's encouragement reaches the story's author, once a
// day; a visitor reads it and learns that signing in sends it; her own story offers none. The
// words come from the message catalogue, so a Hindi reader reads them in Hindi (issue 34).
// Against the real server in process; the author's side is server/support/story-support.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import type { SupportReceived } from '@/domain/support-received';
import { showStoriesPage } from '@/features/stories/stories-test-utils';
import { activateForTests } from '@/testing/i18n';
import { SEED_AUTHOR, seedStory } from '@/testing/seed';
import { startTestBackend, type TestBackend } from '@/testing/test-backend';

const LATIN_LETTER = /[A-Za-z]/;
const READER = 'reader@example.org';
const SEND = /\/api\/stories\/[^/]+\/support$/;

/** The toast Send Support shows (the toaster's status region). */
function supportToast(): Promise<HTMLElement> {
  return screen.findByRole('status');
}

/** Waits for Send Support's toast to say `text`. */
function expectSupportToast(text: string) {
  return waitFor(async () => expect(await supportToast()).toHaveTextContent(text));
}

/** Draws the `index`-th of the fifteen messages (0 = "You are not alone"). */
function drawMessage(index: number) {
  vi.spyOn(Math, 'random').mockReturnValue((index + 0.5) / 15);
}

/** The Stories page of a new server with one story by someone else (and one of hers, if `mine`). */
async function storiesPage({ visitor = false, mine = false } = {}) {
  const test = await startTestBackend({ signedIn: visitor ? undefined : READER });
  const story = await seedStory(test.server, { title: 'Her story' });
  if (mine)
    await test.backend.stories.create({
      title: 'My story',
      content: 'Mine.',
      tags: [],
      mediaUrls: [],
    });
  test.network.forget();
  showStoriesPage(test.backend);
  const card = await screen.findByRole('article', { name: 'Her story' });
  return { test, story, card };
}

async function authorsSupport(test: TestBackend): Promise<SupportReceived> {
  const author = await test.openBrowser(SEED_AUTHOR);
  return author.backend.stories.supportReceived({});
}

afterEach(() => {
  activateForTests('en');
  vi.restoreAllMocks();
});

describe('Send Support, signed in', () => {
  // What a signed-in reader's tap sends, said as reaching the author, and the author reading it:
  // send-support.spec.ts' journey.
  it('says she already sent support today when she taps again, and nothing more arrives', async () => {
    const { test, card } = await storiesPage();
    const button = within(card).getByRole('button', { name: 'Send Support' });
    await userEvent.click(button);
    await expectSupportToast(MESSAGES.supportSentToAuthor);
    await userEvent.click(button);
    await expectSupportToast(MESSAGES.supportAlreadySent);
    expect((await authorsSupport(test)).stories[0]?.total).toBe(1);
  });

  it('sends once on a double tap, the button staying usable while it goes', async () => {
    const { test, card } = await storiesPage();
    const held = test.network.hold('POST', SEND);
    const button = within(card).getByRole('button', { name: 'Send Support' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(button).toBeEnabled();
    await waitFor(() => expect(held.waiting).toBe(1));
    held.releaseAll();
    await expectSupportToast(MESSAGES.supportSentToAuthor);
    expect(test.network.requestsTo('POST', SEND)).toHaveLength(1);
    expect((await authorsSupport(test)).stories[0]?.total).toBe(1);
  });

  it('says it could not be sent when the connection drops', async () => {
    const { test, card } = await storiesPage();
    test.network.fail('POST', SEND);
    await userEvent.click(within(card).getByRole('button', { name: 'Send Support' }));
    await expectSupportToast(MESSAGES.supportSendFailed);
    expect(await authorsSupport(test)).toEqual({ stories: [], unseen: 0 });
  });

  it('offers no Send Support on her own story', async () => {
    await storiesPage({ mine: true });
    const mine = await screen.findByRole('article', { name: 'My story' });
    expect(within(mine).getByRole('button', { name: /^Like/ })).toBeInTheDocument();
    // Gone once her own list has told the card which stories are hers.
    await waitFor(() =>
      expect(within(mine).queryByRole('button', { name: 'Send Support' })).not.toBeInTheDocument(),
    );
    const others = screen.getByRole('article', { name: 'Her story' });
    expect(within(others).getByRole('button', { name: 'Send Support' })).toBeInTheDocument();
  });
});

describe('Send Support, as a visitor', () => {
  it('shows the encouragement and that signing in sends it, sending nothing', async () => {
    const { test, card } = await storiesPage({ visitor: true });
    drawMessage(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Send Support' }));
    const toast = await supportToast();
    await waitFor(() => expect(toast).toHaveTextContent(MESSAGES.supportSignInToSend));
    expect(toast).toHaveTextContent(MESSAGES.supportNotAlone);
    expect(within(toast).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth'),
    );
    expect(test.network.requestsTo('POST', SEND)).toEqual([]);
    expect(await authorsSupport(test)).toEqual({ stories: [], unseen: 0 });
  });
});

describe('Send Support in Hindi', () => {
  it('never shows English in Hindi, whichever of the fifteen is drawn', async () => {
    activateForTests('hi');
    const { card } = await storiesPage({ visitor: true });
    const button = within(card).getByRole('button', { name: 'हौसला भेजें' });
    const seen = new Set<string>();
    for (let index = 0; index < 15; index += 1) {
      drawMessage(index);
      await userEvent.click(button);
      const toast = await supportToast();
      await vi.waitFor(() => expect(seen.has(toast.textContent ?? '')).toBe(false));
      const text = toast.textContent ?? '';
      expect(text).not.toMatch(LATIN_LETTER);
      expect(text).toContain('लेखिका तक अपना समर्थन भेजने के लिए साइन इन करें।');
      seen.add(text);
    }
    expect(seen.size).toBe(15);
  });
});
