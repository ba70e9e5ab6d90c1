// The port contract for stories: writing, reading, listing and paging, who may change what, the
// refusals of malformed stories, and reactions.
import { describe, expect } from 'vitest';
import type { BackendPort } from '@/backend/port';
import { LIMITS } from '@/domain/limits';
import type { Story } from '@/domain/entities';
import type { SupportMessageId } from '@/domain/support-messages';
import { STORY_SORTS } from '@/domain/vocabularies';
import { ANY_STRING } from '@/testing/expected';
import {
  asOthersSeeIt,
  expectRefusal,
  storyInput,
  UNKNOWN_ID,
  type ContractCase,
} from '@/testing/port-contract-helpers';

export function describeStoryCases(test: ContractCase): void {
  describe('stories', () => {
    test('creates, reads, lists, edits and deletes a story', async (backends) => {
      const { backend, user } = await backends.user('author');
      const created = await backend.stories.create({
        title: ' Title ',
        content: ' Content ',
        tags: ['Recovery', 'Support', 'Recovery'],
        mediaUrls: [],
        contentWarning: ' Describes an assault ',
      });
      expect(created).toEqual({
        id: ANY_STRING,
        title: 'Title',
        content: 'Content',
        tags: ['Recovery', 'Support'],
        media_urls: [],
        author_id: ANY_STRING,
        created_at: ANY_STRING,
        reactionsCount: 0,
        content_warning: 'Describes an assault',
        media_sizes: [],
        under_review: false,
        is_mine: true,
      });
      // The story's own pseudonym: her account id is in no answer about it.
      expect(created.author_id).not.toBe(user.id);
      expect(JSON.stringify(created)).not.toContain(user.id);
      const forOthers = asOthersSeeIt(created);

      const visitor = backends.visitor();
      expect(await visitor.stories.get(created.id)).toEqual(forOthers);
      expect(await visitor.stories.get(UNKNOWN_ID)).toBeNull();
      expect(await visitor.stories.get('not-a-story')).toBeNull();
      expect(await visitor.stories.list({ tags: ['Support', 'Legal'], sort: 'newest' })).toEqual({
        stories: [forOthers],
        nextCursor: null,
      });
      expect((await visitor.stories.list({ tags: ['Legal'], sort: 'likes' })).stories).toEqual([]);
      expect(await visitor.stories.top()).toEqual([forOthers]);
      expect(await backend.stories.mine()).toEqual([created]);
      expect(await backend.stories.get(created.id)).toEqual(created);

      // An edit that sends no content warning keeps the story's own.
      const edit = { title: 'New title', content: 'New content', tags: ['Legal'], mediaUrls: [] };
      const updated = await backend.stories.update(created.id, edit);
      expect(updated).toEqual({
        ...created,
        title: 'New title',
        content: 'New content',
        tags: ['Legal'],
        updated_at: ANY_STRING,
      });
      expect(await visitor.stories.get(created.id)).toEqual(asOthersSeeIt(updated));
      const cleared = await backend.stories.update(created.id, { ...edit, contentWarning: '' });
      expect(cleared.content_warning).toBe('');

      await backend.stories.remove(created.id);
      expect(await visitor.stories.get(created.id)).toBeNull();
      expect(await backend.stories.mine()).toEqual([]);
      expect((await visitor.stories.list({ tags: [], sort: 'newest' })).stories).toEqual([]);
    });

    test('pages every sort with the cursors it returns, each story once', async (backends) => {
      const { backend } = await backends.user('author');
      const titles = ['one', 'two', 'three', 'four', 'five'];
      for (const title of titles) await backend.stories.create(storyInput(title));
      const visitor = backends.visitor();
      for (const sort of STORY_SORTS) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await visitor.stories.list({ tags: [], sort, cursor, limit: 2 });
          expect(page.stories.length).toBeLessThanOrEqual(2);
          seen.push(...page.stories.map((story) => story.title));
          cursor = page.nextCursor;
        } while (cursor);
        // No reactions yet: the most liked are the newest.
        expect(seen).toEqual(sort === 'oldest' ? titles : [...titles].reverse());
      }
    });

    test('lets only the author edit or delete, and asks visitors to sign in', async (backends) => {
      const author = await backends.user('author');
      const other = await backends.user('other');
      const created = await author.backend.stories.create(storyInput('Mine'));

      await expectRefusal(
        other.backend.stories.update(created.id, storyInput('Taken')),
        'editOnlyOwn',
      );
      await expectRefusal(other.backend.stories.remove(created.id), 'deleteOnlyOwn');
      await expectRefusal(
        author.backend.stories.update(UNKNOWN_ID, storyInput('Gone')),
        'storyNotFound',
      );
      await expectRefusal(author.backend.stories.remove(UNKNOWN_ID), 'storyNotFound');

      const visitor = backends.visitor();
      const visitorCalls: ((port: BackendPort) => Promise<unknown>)[] = [
        (port) => port.stories.create(storyInput('Anonymous')),
        (port) => port.stories.mine(),
        (port) => port.stories.update(created.id, storyInput('Anonymous')),
        (port) => port.stories.remove(created.id),
        (port) => port.stories.react(created.id),
        (port) => port.stories.report(created.id, 'spam'),
      ];
      for (const call of visitorCalls) {
        await expectRefusal(call(visitor), 'signInRequired');
      }
      expect(await visitor.stories.get(created.id)).toEqual(asOthersSeeIt(created));
      expect(await author.backend.stories.mine()).toEqual([created]);
    });

    test('refuses malformed stories with the codes screens branch on', async (backends) => {
      const { backend } = await backends.user('author');
      const stories = backend.stories;
      const max = LIMITS.contentWarningMaxChars;
      const longWarning = { ...storyInput('T'), contentWarning: 'x'.repeat(max + 1) };
      await expectRefusal(stories.create(storyInput(' ')), 'storyDraftIncomplete');
      await expectRefusal(stories.create(longWarning), 'contentWarningTooLong', { max });
      await expectRefusal(
        stories.create(storyInput('x'.repeat(LIMITS.storyTitleMaxChars + 1))),
        'storyTitleTooLong',
        { max: LIMITS.storyTitleMaxChars },
      );
      const unknownTag = { ...storyInput('T'), tags: ['Not a tag'] };
      await expectRefusal(stories.create(unknownTag), 'storyTagUnknown');
      await expectRefusal(
        stories.create(storyInput('Bell\u0007title')),
        'textHasControlCharacters',
      );

      const kept = await stories.create(storyInput('Kept'));
      const noContent = { ...storyInput('Kept'), content: '' };
      await expectRefusal(stories.update(kept.id, noContent), 'titleAndContentRequired');
      await expectRefusal(stories.update(kept.id, longWarning), 'contentWarningTooLong', { max });
      expect(await stories.mine()).toEqual([kept]);
    });

    test('counts one reaction per reader and ranks stories by reactions', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      await author.stories.create(storyInput('Quiet'));
      const loved = await author.stories.create(storyInput('Loved'));
      await author.stories.create(storyInput('Newest'));

      expect(await reader.stories.react(loved.id)).toEqual({ reactionsCount: 1 });
      await expectRefusal(reader.stories.react(loved.id), 'reactionDuplicate');
      expect(await author.stories.react(loved.id)).toEqual({ reactionsCount: 2 });
      expect((await reader.stories.get(loved.id))?.reactionsCount).toBe(2);
      await expectRefusal(reader.stories.react(UNKNOWN_ID), 'storyNotFound');

      const visitor = backends.visitor();
      const titles = (stories: { title: string }[]) => stories.map((story) => story.title);
      expect(titles(await visitor.stories.top())).toEqual(['Loved', 'Newest', 'Quiet']);
      const byLikes = await visitor.stories.list({ tags: [], sort: 'likes' });
      expect(titles(byLikes.stories)).toEqual(['Loved', 'Newest', 'Quiet']);
    });

    test('tells a reader which stories she liked and reported, and nobody else', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: other } = await backends.user('other');
      const liked = await author.stories.create(storyInput('Liked', ['Healing']));
      const reported = await author.stories.create(storyInput('Reported', ['Healing']));
      const both = await author.stories.create(storyInput('Both', ['Legal']));
      await author.stories.create(storyInput('Neither', ['Healing']));
      await reader.stories.react(liked.id);
      await reader.stories.react(both.id);
      await reader.stories.report(reported.id, 'spam');
      await reader.stories.report(both.id, 'other');
      await expectRefusal(reader.stories.report(both.id, 'spam'), 'reportDuplicate');

      type Flags = Pick<Story, 'liked_by_me' | 'reported_by_me'>;
      const flags = (stories: Story[]) =>
        Object.fromEntries(
          stories.map(({ title, liked_by_me, reported_by_me }): [string, Flags] => [
            title,
            JSON.parse(JSON.stringify({ liked_by_me, reported_by_me })) as Flags,
          ]),
        );
      const hers = {
        Liked: { liked_by_me: true },
        Reported: { reported_by_me: true },
        Both: { liked_by_me: true, reported_by_me: true },
        Neither: {},
      };
      const none = { Liked: {}, Reported: {}, Both: {}, Neither: {} };
      const visitor = backends.visitor();
      for (const sort of STORY_SORTS) {
        expect(flags((await reader.stories.list({ tags: [], sort })).stories)).toEqual(hers);
        expect(flags((await other.stories.list({ tags: [], sort })).stories)).toEqual(none);
        expect(flags((await visitor.stories.list({ tags: [], sort })).stories)).toEqual(none);
      }
      const filtered = await reader.stories.list({ tags: ['Legal'], sort: 'newest' });
      expect(flags(filtered.stories)).toEqual({ Both: hers.Both });
      // Page by page, one story each: every page carries her flags.
      const paged: Story[] = [];
      let cursor: string | null = null;
      do {
        const page = await reader.stories.list({ tags: [], sort: 'likes', cursor, limit: 1 });
        paged.push(...page.stories);
        cursor = page.nextCursor;
      } while (cursor);
      expect(flags(paged)).toEqual(hers);

      const one = async (port: BackendPort, id: string) => {
        const story = await port.stories.get(id);
        expect(story).not.toBeNull();
        return flags(story ? [story] : []);
      };
      for (const story of [liked, reported, both]) {
        const title = story.title as keyof typeof hers;
        expect(await one(reader, story.id)).toEqual({ [title]: hers[title] });
        expect(await one(other, story.id)).toEqual({ [title]: {} });
        expect(await one(visitor, story.id)).toEqual({ [title]: {} });
      }
      // Home's top stories offer no heart to press: no flags there.
      expect(flags(await reader.stories.top())).toEqual(none);

      // Her own list: she may like her own story too.
      await author.stories.react(reported.id);
      expect(flags(await author.stories.mine())).toEqual({ ...none, Reported: hers.Liked });
    });

    test('delivers support to the author alone, once a day per reader', async (backends) => {
      const { backend: author } = await backends.user('author');
      const { backend: reader } = await backends.user('reader');
      const { backend: other } = await backends.user('other');
      const story = await author.stories.create(storyInput('Supported'));
      const send = (port: BackendPort, messageId: SupportMessageId, storyId = story.id) =>
        port.stories.sendSupport({ storyId, messageId });

      await send(reader, 'not-alone');
      await send(other, 'stay-strong');
      await expectRefusal(send(reader, 'you-matter'), 'supportAlreadySent');
      await expectRefusal(send(author, 'not-alone'), 'supportOwnStory');
      await expectRefusal(send(reader, 'not-alone', UNKNOWN_ID), 'storyNotFound');
      await expectRefusal(send(backends.visitor(), 'not-alone'), 'signInRequired');

      const received = await author.stories.supportReceived({});
      expect(received).toEqual({
        unseen: 2,
        stories: [
          {
            story_id: story.id,
            total: 2,
            messages: [
              { message_id: 'stay-strong', count: 1, latest_at: ANY_STRING },
              { message_id: 'not-alone', count: 1, latest_at: ANY_STRING },
            ],
          },
        ],
      });
      // Nobody else reads them.
      expect(await reader.stories.supportReceived({})).toEqual({ stories: [], unseen: 0 });
      await expectRefusal(backends.visitor().stories.supportReceived({}), 'signInRequired');

      await author.stories.markSupportSeen({});
      expect((await author.stories.supportReceived({})).unseen).toBe(0);
    });
  });
}
