import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import useSWR, { useSWRConfig, type Cache } from 'swr';
import { describe, expect, it } from 'vitest';
import { quickExit } from '@/app/layout/quick-exit';
import { useAuth } from '@/lib/auth-context';
import { useBackend } from '@/lib/backend-context';
import { dataKey } from '@/lib/data-layer/data-keys';
import { useMyStories } from '@/features/share-story/use-my-stories';
import { renderWithProviders } from '@/testing/render-with-providers';
import { startTestBackend } from '@/testing/test-backend';

const HER = 'her@example.org';

let shownCache: Cache | null = null;

/** Her stories as Your Stories loads them, and the cache they were kept in. */
function HerStories() {
  const { user } = useAuth();
  const mine = useMyStories(user?.id ?? null);
  const { cache } = useSWRConfig();
  useEffect(() => {
    shownCache = cache;
  });
  return (
    <section aria-label="Her stories">
      <p>{mine.status}</p>
      <ul>
        {mine.stories.map((story) => (
          <li key={story.id}>{story.title}</li>
        ))}
      </ul>
      <button type="button" onClick={() => mine.retry()}>
        Refresh
      </button>
    </section>
  );
}

/** Every answer the cache still holds (an emptied entry keeps only its key). */
function cachedAnswers(): unknown[] {
  const cache = shownCache;
  if (!cache) throw new Error('Nothing rendered');
  return [...cache.keys()]
    .map((key): unknown => cache.get(key)?.data)
    .filter((data) => data !== undefined);
}

/** Her account's summary beside her stories: a second query of hers, asked with them. */
function HerAccount() {
  const { user } = useAuth();
  const backend = useBackend();
  const summary = useSWR(user ? dataKey('account-summary', user.id) : null, () =>
    backend.account.summary(),
  );
  return <p>{summary.data ? 'Account shown' : 'No account'}</p>;
}

async function herStoriesShown() {
  const started = await startTestBackend({ signedIn: HER });
  await started.backend.stories.create({
    title: 'What happened at work',
    content: 'Something she wrote.',
    tags: [],
    mediaUrls: [],
  });
  renderWithProviders(<HerStories />, { backend: started.backend });
  const region = screen.getByRole('region', { name: 'Her stories' });
  expect(await within(region).findByText('What happened at work')).toBeInTheDocument();
  expect(cachedAnswers()).not.toHaveLength(0);
  return { ...started, region };
}

describe('the data cache forgets her data', () => {
  it('when she signs out', async () => {
    const { auth, region } = await herStoriesShown();
    await act(() => auth.signOut());
    expect(within(region).queryByText('What happened at work')).not.toBeInTheDocument();
    expect(cachedAnswers()).toEqual([]);
  });

  it('when the server refuses a call because her session ended (401)', async () => {
    const shown = await herStoriesShown();
    const { region } = shown;
    // She signed out everywhere from another phone; this one asks again.
    await (await shown.openBrowser(HER)).backend.account.signOutEverywhere();
    act(() => within(region).getByRole('button', { name: 'Refresh' }).click());
    await waitFor(() => expect(within(region).getByText('signed-out')).toBeInTheDocument());
    await waitFor(() => expect(cachedAnswers()).toEqual([]));
    expect(within(region).queryByText('What happened at work')).not.toBeInTheDocument();
  });

  it('when two calls are refused together, reading her session at most once more and asking neither again', async () => {
    const started = await startTestBackend({ signedIn: HER });
    await (await started.openBrowser(HER)).backend.account.signOutEverywhere();
    started.network.forget();
    renderWithProviders(
      <>
        <HerStories />
        <HerAccount />
      </>,
      { backend: started.backend },
    );
    const region = screen.getByRole('region', { name: 'Her stories' });
    await waitFor(() => expect(within(region).getByText('signed-out')).toBeInTheDocument());
    await waitFor(() => expect(cachedAnswers()).toEqual([]));
    const { network } = started;
    // Both were asked as her (the adapter remembered her sign-in) and refused. The session is
    // read once when the page opens; a refusal that comes before that answer reads it once
    // more, and one that comes after it, or with another refusal, reads nothing.
    await network.idle();
    expect(network.requestsTo('GET', '/api/session').length).toBeLessThanOrEqual(2);
    expect(network.requestsTo('GET', '/api/stories/mine')).toHaveLength(1);
    expect(network.requestsTo('GET', '/api/account')).toHaveLength(1);
  });

  it('on Quick exit, even when the sign-out cannot reach the server', async () => {
    const { auth, network } = await herStoriesShown();
    network.fail('DELETE', '/api/session');
    act(() => quickExit({ signOut: () => auth.signOut(), leave: () => undefined }));
    await waitFor(() => expect(cachedAnswers()).toEqual([]));
  });
});
