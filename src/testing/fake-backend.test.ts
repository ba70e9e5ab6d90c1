// What only the fake does: seeded data, and calls made to fail or wait. How it answers like the
// real backends is checked by the port contract (fake-backend.contract.test.ts).
import { describe, expect, it } from 'vitest';
import { BackendError, isBackendError } from '@/backend/backend-error';
import { SIGNED_IN_USER } from '@/testing/fake-auth';
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
});
