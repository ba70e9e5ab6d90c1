// Stories as the port answers them, for components that take one as a prop
// (a card): no backend is involved. Screens that load their own data get it from the test server
// instead (src/testing/seed.ts).
import type { Story } from '@/domain/entities';
import { STORY_TAGS } from '@/domain/vocabularies';

const BASE_TIME = Date.UTC(2025, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

/** A story with readable defaults; `n` makes ids, titles and dates distinct (1 is the newest). */
export function storyFixture(n: number, overrides: Partial<Story> = {}): Story {
  return {
    id: `story-${n}`,
    title: `Story ${n}`,
    content: `This is story number ${n}.`,
    tags: [STORY_TAGS[n % STORY_TAGS.length] as string],
    media_urls: [],
    author_id: `u${String(n).padStart(5, '0')}-author`,
    created_at: new Date(BASE_TIME - n * MINUTE).toISOString(),
    reactionsCount: (n * 7) % 50,
    ...overrides,
  };
}
