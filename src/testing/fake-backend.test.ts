import { describe, expect, it } from 'vitest';
import { BackendError, isBackendError } from '@/backend/backend-error';
import { ADMIN_USER, SIGNED_IN_USER } from '@/testing/fake-auth';
import { LIMITS } from '@/domain/limits';
import { createFakeBackend, makeStory } from '@/testing/fake-backend';

describe('createFakeBackend', () => {
  it('pages stories by cursor with an any-of tag filter and the three sorts', async () => {
    const backend = createFakeBackend({
      stories: [
        makeStory(1, { tags: ['Legal'], reactionsCount: 3 }),
        makeStory(2, { tags: ['Recovery'], reactionsCount: 8 }),
        makeStory(3, { tags: ['Support'], reactionsCount: 5 }),
      ],
    });
    const ids = (page: { stories: { id: string }[] }) => page.stories.map((story) => story.id);

    const first = await backend.stories.list({ tags: [], sort: 'newest', limit: 2 });
    expect(ids(first)).toEqual(['story-1', 'story-2']);
    expect(first.nextCursor).toBe('2');
    const second = await backend.stories.list({ tags: [], sort: 'newest', limit: 2, cursor: '2' });
    expect(ids(second)).toEqual(['story-3']);
    expect(second.nextCursor).toBeNull();

    expect(ids(await backend.stories.list({ tags: [], sort: 'oldest' }))).toEqual([
      'story-3',
      'story-2',
      'story-1',
    ]);
    expect(ids(await backend.stories.list({ tags: [], sort: 'likes' }))).toEqual([
      'story-2',
      'story-3',
      'story-1',
    ]);
    expect(ids(await backend.stories.list({ tags: ['Legal', 'Support'], sort: 'newest' }))).toEqual(
      ['story-1', 'story-3'],
    );
    expect(backend.callCount('stories.list')).toBe(5);
  });

  it('returns at most 9 top stories, most reacted first', async () => {
    const backend = createFakeBackend({ stories: 20 });
    const top = await backend.stories.top();
    expect(top).toHaveLength(9);
    const counts = top.map((story) => story.reactionsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('allows one reaction per user and none when signed out', async () => {
    const signedOut = createFakeBackend({ stories: 1 });
    await expect(signedOut.stories.react('story-1')).rejects.toSatisfy((error) =>
      isBackendError(error, 'unauthenticated'),
    );

    const backend = createFakeBackend({
      user: SIGNED_IN_USER,
      stories: [makeStory(1, { reactionsCount: 4 })],
    });
    await expect(backend.stories.react('story-1')).resolves.toEqual({ reactionsCount: 5 });
    await expect(backend.stories.react('story-1')).rejects.toSatisfy((error) =>
      isBackendError(error, 'conflict'),
    );
  });

  it('follows the auth port when the user signs out', async () => {
    const backend = createFakeBackend({ user: SIGNED_IN_USER });
    await backend.testimonials.create('Thanks');
    await backend.auth.signOut();
    await expect(backend.testimonials.create('Again')).rejects.toSatisfy((error) =>
      isBackendError(error, 'unauthenticated'),
    );
    expect((await backend.testimonials.latest()).map((t) => t.content)).toEqual(['Thanks']);
  });

  it('fails and holds calls on request', async () => {
    const backend = createFakeBackend({ stories: 2 });
    backend.fail('stories.top', new BackendError('network', 'offline'));
    await expect(backend.stories.top()).rejects.toThrow('offline');
    backend.fail('stories.top', null);
    await expect(backend.stories.top()).resolves.toHaveLength(2);

    const held = backend.hold('stories.get');
    const order: string[] = [];
    const a = backend.stories.get('story-1').then(() => order.push('a'));
    const b = backend.stories.get('story-2').then(() => order.push('b'));
    await Promise.resolve();
    expect(held.waiting).toBe(2);
    held.release(1);
    await b;
    held.release(0);
    await a;
    expect(order).toEqual(['b', 'a']);
  });

  it('hides a story after the report threshold, like the server, until reports are dismissed', async () => {
    const author = makeStory(1, { author_id: 'user-author@example.org' });
    const backend = createFakeBackend({
      stories: [author, makeStory(2)],
      authOptions: {
        accounts: Object.fromEntries(
          ['author', 'admin', ...READERS].map((name) => [
            `${name}@example.org`,
            { password: 'pw' },
          ]),
        ),
      },
    });
    const as = (name: string) => backend.auth.signIn(`${name}@example.org`, 'pw');
    const publicIds = async () => ({
      list: (await backend.stories.list({ tags: [], sort: 'newest' })).stories.map((s) => s.id),
      top: (await backend.stories.top()).map((s) => s.id),
    });
    for (const reader of READERS.slice(0, LIMITS.reportsToHideStory)) {
      expect((await publicIds()).list).toContain('story-1');
      await as(reader);
      await backend.stories.report('story-1', 'spam');
    }
    expect(await publicIds()).toEqual({ list: ['story-2'], top: ['story-2'] });
    expect(await backend.stories.get('story-1')).toBeNull();
    await expect(backend.stories.react('story-1')).rejects.toSatisfy((error) =>
      isBackendError(error, 'not-found'),
    );
    await as('author');
    expect(await backend.stories.mine()).toEqual([expect.objectContaining({ under_review: true })]);
    expect(await backend.stories.get('story-1')).toMatchObject({ under_review: true });

    // Fake sign-in never makes an admin: a second fake over the same data plays the admin.
    const admin = createFakeBackend({ user: ADMIN_USER });
    admin.db.stories = backend.db.stories;
    admin.db.reports = backend.db.reports;
    expect(await admin.admin.reportedStories()).toEqual([
      expect.objectContaining({ reportCount: LIMITS.reportsToHideStory, hidden: true }),
    ]);
    await admin.admin.dismissReports('story-1');
    expect(await admin.admin.reportedStories()).toEqual([]);
    expect((await publicIds()).list).toEqual(['story-1', 'story-2']);
    await as(READERS[0] ?? '');
    await expect(backend.stories.report('story-1', 'spam')).rejects.toSatisfy((error) =>
      isBackendError(error, 'conflict'),
    );
  });
});

const READERS = ['reader1', 'reader2', 'reader3', 'reader4'];
