// Her own state on the stories she reads, right after she likes or reports: no answer is kept
// from before. Where the flags show (to her only, on every sort, filter and page, on one story,
// on her own list, never on the top stories) is the port contract's case (src/testing/
// port-contract-stories.ts), run on this server; that every such answer says no-store is
// server/security/no-store.test.ts's.
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { createStoryAs, setupStoriesServer } from './story-test-helpers';

/** A story's flags as an answer carries them ({} where it has none). */
const flagsOf = ({ liked_by_me, reported_by_me }: Story) =>
  JSON.parse(JSON.stringify({ liked_by_me, reported_by_me })) as Partial<Story>;

describe("a reader's own likes and reports in the story answers", () => {
  const { server, users } = setupStoriesServer({
    author: 'flags-author@example.org',
    her: 'flags-her@example.org',
    other: 'flags-other@example.org',
  });
  const { author, her, other } = users;

  it('tells her right after she likes or reports, with no answer kept from before', async () => {
    const both = (await createStoryAs(server, author, { title: 'Both' })).id;
    const neither = (await createStoryAs(server, author, { title: 'Neither' })).id;
    const write = (path: string, cookie: string) =>
      server.request(`/api/stories/${path}`, { body: { reason: 'spam' }, cookie });
    const read = async (path: string) =>
      (await (await server.request(`/api/stories${path}`, { cookie: her.cookie })).json()) as Story;
    const listed = async (sort: string, id: string) => {
      const { stories } = (await read(`?sort=${sort}`)) as unknown as { stories: Story[] };
      return flagsOf(stories.find((story) => story.id === id) as Story);
    };

    expect(flagsOf(await read(`/${both}`))).toEqual({});
    expect((await write(`${both}/reactions`, her.cookie)).status).toBe(201);
    expect(flagsOf(await read(`/${both}`))).toEqual({ liked_by_me: true });
    expect(await listed('likes', both)).toEqual({ liked_by_me: true });
    expect((await write(`${both}/reports`, her.cookie)).status).toBe(201);
    const hers = { liked_by_me: true, reported_by_me: true };
    expect(await listed('newest', both)).toEqual(hers);
    // Another reader's like is his, not hers.
    expect((await write(`${neither}/reactions`, other.cookie)).status).toBe(201);
    expect(await listed('newest', neither)).toEqual({});
    // A refused repeat changes nothing.
    expect((await write(`${both}/reports`, her.cookie)).status).toBe(409);
    expect((await write(`${both}/reactions`, her.cookie)).status).toBe(409);
    expect(flagsOf(await read(`/${both}`))).toEqual(hers);
  });
});
