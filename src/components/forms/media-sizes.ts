import type { Story } from '@/domain/entities';

/** Each media URL of a story with its byte size, when the backend knows it. */
export function mediaSizesByUrl(story: Pick<Story, 'media_urls' | 'media_sizes'>) {
  const sizes: Record<string, number | null> = {};
  story.media_urls.forEach((url, index) => {
    const size = story.media_sizes?.[index];
    sizes[url] = typeof size === 'number' ? size : null;
  });
  return sizes;
}
