// The stories port as the SPA uses it: the HTTP adapter against the real server.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { message } from '@/domain/messages';
import { backendFor, failureOf, signedInBackend } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';
import { fileExists, insertMedia } from './story-test-helpers';

describe('stories port contract (HTTP adapter against the real server)', () => {
  const server = setupTestServer({ adminEmails: ['admin@example.org'] });

  it('creates, reads, lists, edits and deletes a story', async () => {
    const { backend, user } = await signedInBackend(server, 'author@example.org');
    const image = await insertMedia(server, user.id);
    const created = await backend.stories.create({
      title: 'Title',
      content: 'Content',
      tags: ['Recovery', 'Support'],
      mediaUrls: [image.url],
    });
    expect(created).toMatchObject({
      title: 'Title',
      content: 'Content',
      tags: ['Recovery', 'Support'],
      media_urls: [image.url],
      author_id: user.id,
      reactionsCount: 0,
    });

    const visitor = backendFor(server);
    expect(await visitor.stories.get(created.id)).toEqual(created);
    expect(await visitor.stories.get('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await visitor.stories.get('not-a-uuid')).toBeNull();
    expect(await visitor.stories.list({ tags: ['Support', 'Legal'], sort: 'newest' })).toEqual({
      stories: [created],
      nextCursor: null,
    });
    expect((await visitor.stories.list({ tags: ['Legal'], sort: 'likes' })).stories).toEqual([]);
    expect(await visitor.stories.top()).toEqual([created]);
    expect(await backend.stories.mine()).toEqual([created]);

    const updated = await backend.stories.update(created.id, {
      title: 'New title',
      content: 'New content',
      tags: ['Legal'],
      mediaUrls: [],
    });
    expect(updated).toMatchObject({ title: 'New title', tags: ['Legal'], media_urls: [] });
    expect(updated.updated_at).toEqual(expect.any(String));
    expect(await fileExists(image.path)).toBe(false);

    await backend.stories.remove(created.id);
    expect(await backend.stories.get(created.id)).toBeNull();
    expect(await backend.stories.mine()).toEqual([]);
  });

  it('pages with the cursor it returns', async () => {
    const { backend } = await signedInBackend(server, 'author@example.org');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        (await backend.stories.create({ title: `T${i}`, content: 'C', tags: [], mediaUrls: [] }))
          .id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await backend.stories.list({ tags: [], sort: 'oldest', cursor, limit: 2 });
      seen.push(...page.stories.map((story) => story.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it('reacts once and reports a repeat as a conflict', async () => {
    const { backend: author } = await signedInBackend(server, 'author@example.org');
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    const story = await author.stories.create({
      title: 'T',
      content: 'C',
      tags: [],
      mediaUrls: [],
    });
    expect(await reader.stories.react(story.id)).toEqual({ reactionsCount: 1 });
    expect(await author.stories.react(story.id)).toEqual({ reactionsCount: 2 });
    expect((await failureOf(reader.stories.react(story.id))).kind).toBe('conflict');
    expect((await reader.stories.get(story.id))?.reactionsCount).toBe(2);
  });

  it('reports, lets admins see and delete reported stories, and refuses others', async () => {
    const { backend: author } = await signedInBackend(server, 'author@example.org');
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    const { backend: admin } = await signedInBackend(server, 'admin@example.org');
    const story = await author.stories.create({
      title: 'T',
      content: 'C',
      tags: [],
      mediaUrls: [],
    });

    await reader.stories.report(story.id, 'identifies-person');
    expect((await failureOf(reader.stories.report(story.id, 'spam'))).kind).toBe('conflict');
    expect((await failureOf(reader.admin.reportedStories())).kind).toBe('forbidden');
    expect((await failureOf(reader.admin.deleteStory(story.id))).kind).toBe('forbidden');

    expect(await admin.admin.reportedStories()).toEqual([
      { story, reportCount: 1, reasons: { 'identifies-person': 1 }, hidden: false },
    ]);
    await admin.admin.dismissReports(story.id);
    expect(await admin.admin.reportedStories()).toEqual([]);
    expect((await failureOf(reader.stories.report(story.id, 'spam'))).kind).toBe('conflict');
    expect((await failureOf(reader.admin.dismissReports(story.id))).kind).toBe('forbidden');
    expect((await failureOf(admin.admin.dismissReports(crypto.randomUUID()))).kind).toBe(
      'not-found',
    );

    const { backend: second } = await signedInBackend(server, 'second@example.org');
    await second.stories.report(story.id, 'spam');
    await admin.admin.deleteStory(story.id);
    expect(await admin.admin.reportedStories()).toEqual([]);
    expect((await failureOf(admin.admin.deleteStory(story.id))).kind).toBe('not-found');
  });

  it('sends the content warning and returns it with the media sizes', async () => {
    const { backend, user } = await signedInBackend(server, 'author@example.org');
    const image = await insertMedia(server, user.id);
    const created = await backend.stories.create({
      title: 'Title',
      content: 'Content',
      tags: [],
      mediaUrls: [image.url],
      contentWarning: ' Describes an assault ',
    });
    expect(created).toMatchObject({
      content_warning: 'Describes an assault',
      media_sizes: [image.sizeBytes],
      under_review: false,
    });
    const updated = await backend.stories.update(created.id, {
      title: 'Title',
      content: 'Content',
      tags: [],
      mediaUrls: [image.url],
      contentWarning: '',
    });
    expect(updated.content_warning).toBe('');
    const tooLong = await failureOf(
      backend.stories.create({
        title: 'T',
        content: 'C',
        tags: [],
        mediaUrls: [],
        contentWarning: 'x'.repeat(LIMITS.contentWarningMaxChars + 1),
      }),
    );
    expect(tooLong.kind).toBe('invalid');
    expect(tooLong.message).toBe(
      message('contentWarningTooLong', { max: LIMITS.contentWarningMaxChars }),
    );
  });

  it('maps refusals to the kinds screens act on', async () => {
    const visitor = backendFor(server);
    const input = { title: 'T', content: 'C', tags: [], mediaUrls: [] };
    expect((await failureOf(visitor.stories.create(input))).kind).toBe('unauthenticated');
    expect((await failureOf(visitor.stories.mine())).kind).toBe('unauthenticated');
    expect((await failureOf(visitor.stories.react('x'))).kind).toBe('unauthenticated');

    const { backend: author } = await signedInBackend(server, 'author@example.org');
    const { backend: other } = await signedInBackend(server, 'other@example.org');
    const story = await author.stories.create(input);
    expect((await failureOf(other.stories.update(story.id, input))).kind).toBe('forbidden');
    expect((await failureOf(other.stories.remove(story.id))).kind).toBe('forbidden');
    const invalid = await failureOf(author.stories.create({ ...input, title: ' ' }));
    expect(invalid.kind).toBe('invalid');
    expect(invalid.message).toBe(
      'Please provide a title and story, or record/upload a voice message.',
    );
    expect(
      (await failureOf(author.stories.update(story.id, { ...input, content: '' }))).message,
    ).toBe('Title and content are required.');
    expect((await failureOf(author.stories.react(crypto.randomUUID()))).kind).toBe('not-found');
  });
});
