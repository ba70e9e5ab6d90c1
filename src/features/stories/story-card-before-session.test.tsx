// A tap on a story before the app knows who she is. The server drew the Stories page for her
// session (her hearts pressed, Reported), but the page's own question "who is signed in?" has not
// been answered yet: a slow phone taps first. Her Like, Report and Send Support wait for the answer
// and then act as hers, instead of asking a signed-in woman to sign in. A visitor's tap still asks
// her to, once the answer says so. The browser journey where this was seen:
// her-state-survives-reload.spec.ts (Hindi, on a CPU slowed down).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { card, showStoriesPage } from '@/features/stories/stories-test-utils';
import { pageLoadBrowser, SESSION_CHECK } from '@/testing/page-load';
import { seedStories } from '@/testing/seed';
import { startTestBackend } from '@/testing/test-backend';

const HER = 'her@example.org';

/**
 * Story 1 she liked and story 2 she reported, through her session before this page; the page
 * drawn while its session check is held (none of hers for a visitor).
 */
async function storiesBeforeTheAnswer({ visitor = false } = {}) {
  const { server } = await startTestBackend();
  const [liked, reported] = await seedStories(server, 3);
  if (!liked || !reported) throw new Error('The stories were not seeded');
  const browser = await pageLoadBrowser(server, visitor ? undefined : HER);
  if (!visitor) {
    await browser.backend.stories.react(liked.id);
    await browser.backend.stories.report(reported.id, 'spam');
  }
  browser.network.forget();
  const check = browser.network.hold('GET', SESSION_CHECK);
  showStoriesPage(browser.backend);
  await screen.findByRole('article', { name: 'Story 1' });
  // The page is drawn and the question asked, not answered.
  await waitFor(() => expect(check.waiting).toBe(1));
  return { ...browser, check };
}

async function toastSays(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
}

describe('a tap before the session check has answered', () => {
  it('on her pressed heart says she liked it already once she is known, never to sign in', async () => {
    const { check, network } = await storiesBeforeTheAnswer();
    const like = within(card('Story 1')).getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    check.releaseAll();
    await toastSays(MESSAGES.reactionDuplicate);
    expect(screen.queryByText(MESSAGES.reactionSignInRequired)).not.toBeInTheDocument();
    expect(network.requestsTo('POST', /\/reactions$/)).toEqual([]);
  });

  it('on a heart she has not pressed sends her like once she is known', async () => {
    const { check, network } = await storiesBeforeTheAnswer();
    const like = within(card('Story 3')).getByRole('button', { name: /^Like/ });
    await userEvent.click(like);
    expect(network.requestsTo('POST', /\/reactions$/)).toEqual([]);
    check.releaseAll();
    await toastSays(MESSAGES.reactionAdded);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(network.requestsTo('POST', /\/reactions$/)).toHaveLength(1);
  });

  // SWR's isMutating is read as it is now, not as it was drawn: the second tap sees the first.
  it('on a heart tapped twice sends one like, and thanks her for it', async () => {
    const { check, network } = await storiesBeforeTheAnswer();
    await userEvent.dblClick(within(card('Story 3')).getByRole('button', { name: /^Like/ }));
    check.releaseAll();
    await toastSays(MESSAGES.reactionAdded);
    expect(network.requestsTo('POST', /\/reactions$/)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.reactionDuplicate)).not.toBeInTheDocument();
  });

  it('on Reported says she reported it already once she is known, never to sign in', async () => {
    const { check } = await storiesBeforeTheAnswer();
    await userEvent.click(within(card('Story 2')).getByRole('button', { name: 'Reported' }));
    check.releaseAll();
    await toastSays(MESSAGES.reportDuplicate);
    expect(screen.queryByText(MESSAGES.reportSignInRequired)).not.toBeInTheDocument();
  });

  it('on Send Support sends it to the author once she is known', async () => {
    const { check, network } = await storiesBeforeTheAnswer();
    await userEvent.click(within(card('Story 3')).getByRole('button', { name: 'Send Support' }));
    check.releaseAll();
    await toastSays(MESSAGES.supportSentToAuthor);
    expect(network.requestsTo('POST', /\/support$/)).toHaveLength(1);
  });

  it('asks a visitor to sign in once the answer says she is one, and sends nothing', async () => {
    const { check, network } = await storiesBeforeTheAnswer({ visitor: true });
    await userEvent.click(within(card('Story 1')).getByRole('button', { name: /^Like/ }));
    expect(screen.queryByText(MESSAGES.reactionSignInRequired)).not.toBeInTheDocument();
    check.releaseAll();
    await toastSays(MESSAGES.reactionSignInRequired);
    expect(network.requestsTo('POST', /\/reactions$/)).toEqual([]);
  });

  // Sent minutes later, once back online, a like or a note of support would surprise her.
  it('offline, says the server cannot be reached, and sends nothing once back online', async () => {
    const { check, network, onLine } = await offlineBeforeTheAnswer();
    await userEvent.click(within(card('Story 3')).getByRole('button', { name: /^Like/ }));
    await userEvent.click(within(card('Story 3')).getByRole('button', { name: 'Send Support' }));
    check.releaseAll();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.serverUnreachable)).toHaveLength(2));

    network.fail('GET', SESSION_CHECK, false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(network.requestsTo('GET', SESSION_CHECK)).toHaveLength(2));
    // Her tap now sends her like: the one, not the taps made offline as well.
    await userEvent.click(within(card('Story 3')).getByRole('button', { name: /^Like/ }));
    await toastSays(MESSAGES.reactionAdded);
    expect(network.requestsTo('POST', /\/reactions$/)).toHaveLength(1);
    expect(network.requestsTo('POST', /\/support$/)).toEqual([]);
  });

  it('offline, once the session could not be read, says so at a tap on Report at once', async () => {
    const { check } = await offlineBeforeTheAnswer();
    check.releaseAll();
    await waitFor(() => expect(check.waiting).toBe(0));
    await userEvent.click(within(card('Story 3')).getByRole('button', { name: 'Report story' }));
    await toastSays(MESSAGES.serverUnreachable);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** As storiesBeforeTheAnswer, with the connection gone: the held session check will fail. */
async function offlineBeforeTheAnswer() {
  const page = await storiesBeforeTheAnswer();
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  page.network.fail('GET', SESSION_CHECK);
  return { ...page, onLine };
}
