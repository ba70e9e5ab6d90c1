// The port contract for uploads: progress, the stored size on the story, files a story drops or
// nobody uses going away, and the refusals of files no backend takes.
import { describe, expect } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { PLAIN_PNG } from '@/testing/image-samples';
import {
  asOthersSeeIt,
  expectRefusal,
  photo,
  sameFile,
  served,
  storyInput,
  type ContractCase,
} from '@/testing/port-contract-helpers';

export function describeMediaCases(test: ContractCase): void {
  describe('media', () => {
    test('uploads with progress, stores the size, and deletes what a story drops', async (backends) => {
      const { backend } = await backends.user('author');
      const progress: number[] = [];
      const url = await backend.media.upload(photo(), { onProgress: (f) => progress.push(f) });
      expect(url).not.toContain('Priya');
      expect(progress.at(-1)).toBe(1);
      expect(await served(backends, url)).toBe(true);

      const created = await backend.stories.create({ ...storyInput('Pictured'), mediaUrls: [url] });
      expect(created.media_urls).toHaveLength(1);
      expect(sameFile(created.media_urls[0] ?? '', url)).toBe(true);
      expect(created.media_sizes).toEqual([PLAIN_PNG.length]);
      expect(await backends.visitor().stories.get(created.id)).toEqual(asOthersSeeIt(created));

      await backend.stories.update(created.id, storyInput('Without it'));
      expect(await served(backends, url)).toBe(false);
    });

    test('removes an upload no story uses, once', async (backends) => {
      const { backend } = await backends.user('author');
      const url = await backend.media.upload(photo());
      await backend.media.remove(url);
      expect(await served(backends, url)).toBe(false);
      await expectRefusal(backend.media.remove(url), 'notFound');
    });

    test('deletes the files of a deleted story', async (backends) => {
      const { backend } = await backends.user('author');
      const url = await backend.media.upload(photo());
      const created = await backend.stories.create({ ...storyInput('Pictured'), mediaUrls: [url] });
      await backend.stories.remove(created.id);
      expect(await served(backends, url)).toBe(false);
    });

    test('refuses files too large or of another type, and visitors', async (backends) => {
      const { backend } = await backends.user('author');
      const tooLarge = new File([new Uint8Array(LIMITS.maxFileBytesEdit + 1)], 'big.mp4', {
        type: 'video/mp4',
      });
      await expectRefusal(backend.media.upload(tooLarge, { purpose: 'edit' }), 'tooLarge');
      const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
      await expectRefusal(backend.media.upload(text), 'unsupportedType');
      await expectRefusal(backends.visitor().media.upload(photo()), 'signInRequired');
    });
  });
}
