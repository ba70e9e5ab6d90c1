// One person with one inbox must not hide a survivor's story alone: `x+1@`, `x+2@` and `x+3@`
// (or `x.y@gmail.com` and `xy@gmail.com`) all reach her inbox, and verifying each proves only
// that. Readers towards hiding are counted by mailbox, so only distinct inboxes hide a story.
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { stories } from '../db/schema';
import { createStoryAs, testUser } from '../stories/story-test-helpers';
import { setupTestServer } from '../testing/setup-test-server';

const THRESHOLD = LIMITS.reportsToHideStory;

describe('readers towards hiding a story are counted by mailbox', () => {
  const server = setupTestServer();
  let storyId: string;
  beforeEach(async () => {
    storyId = (await createStoryAs(server, await testUser(server, 'author@example.org'))).id;
  });

  /** Reports the story as verified readers signed up under these addresses. */
  async function reportAll(emails: string[]) {
    for (const email of emails) {
      const response = await server.request(`/api/stories/${storyId}/reports`, {
        body: { reason: 'spam' },
        cookie: (await testUser(server, email)).cookie,
      });
      expect(response.status).toBe(201);
    }
  }

  const hidden = async () =>
    (await server.db.$count(stories, and(eq(stories.id, storyId), isNotNull(stories.hiddenAt)))) >
    0;

  it('keeps a story visible when +tag aliases of one inbox report it', async () => {
    const aliases = Array.from({ length: THRESHOLD + 1 }, (_, n) => `x+${n + 1}@example.org`);
    await reportAll(aliases);
    expect(await hidden()).toBe(false);
    const response = await server.request(`/api/stories/${storyId}`);
    expect(response.status).toBe(200);
  });

  it('keeps it visible when Gmail dot variants of one inbox report it', async () => {
    await reportAll(['x.y@gmail.com', 'xy@gmail.com', 'x.y+a@googlemail.com', 'xy+b@gmail.com']);
    expect(await hidden()).toBe(false);
  });

  it('hides it once enough distinct inboxes report it, aliases counted once', async () => {
    // One inbox, however many aliases; dots elsewhere name other mailboxes.
    await reportAll(['x+1@example.org', 'x+2@example.org', 'x@example.org']);
    const distinct = ['x.y@example.org', 'x.y@gmail.com', 'other@example.net', 'fourth@example.in'];
    await reportAll(distinct.slice(0, THRESHOLD - 2));
    expect(await hidden()).toBe(false);
    await reportAll([distinct[THRESHOLD - 2] ?? '']);
    expect(await hidden()).toBe(true);
  });
});
