import type { Story } from '@/domain/entities';
import type { ReportReason } from '@/domain/vocabularies';
import { isBackendError } from '@/backend/backend-error';
import { checkedInput } from '@/backend/checked-input';
import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { StoriesPort, StoryInput, StoryPage, StoryQuery } from '@/backend/port';
import { httpOperations } from '@/backend/http/http-operations';
import { STORY_OPERATIONS } from '@/domain/operations/story-operations';

const BASE = '/api/stories';

/** The reply of /top and /mine. */
interface StoryList {
  stories: Story[];
}

function storyPath(id: string, rest = ''): string {
  return `${BASE}/${encodeURIComponent(id)}${rest}`;
}

/** `?tags=A&tags=B&sort=...&cursor=...&limit=...` */
export function storyQueryString(query: StoryQuery): string {
  const params = new URLSearchParams();
  for (const tag of query.tags) params.append('tags', tag);
  params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return params.toString();
}

/** The stories API of the self-hosted server (server/stories). */
export function createHttpStories(http: HttpClient): StoriesPort {
  return {
    ...httpOperations(http, STORY_OPERATIONS),
    list: (query) => backendCall(() => http.json<StoryPage>(`${BASE}?${storyQueryString(query)}`)),
    top: () => backendCall(async () => (await http.json<StoryList>(`${BASE}/top`)).stories),
    mine: () => backendCall(async () => (await http.json<StoryList>(`${BASE}/mine`)).stories),
    async get(id) {
      try {
        return await backendCall(() => http.json<Story>(storyPath(id)));
      } catch (error) {
        if (isBackendError(error, 'not-found')) return null;
        throw error;
      }
    },
    // Checked first: a story the server would refuse fails the same way without a request.
    create: (input: StoryInput) =>
      backendCall(async () => http.json<Story>(BASE, { body: await checkedInput('story', input) })),
    update: (id, input) =>
      backendCall(async () =>
        http.json<Story>(storyPath(id), {
          method: 'PATCH',
          body: await checkedInput('storyUpdate', input),
        }),
      ),
    remove: (id) =>
      backendCall(async () => {
        await http.json<null>(storyPath(id), { method: 'DELETE' });
      }),
    react: (id) =>
      backendCall(() =>
        http.json<{ reactionsCount: number }>(storyPath(id, '/reactions'), {
          method: 'POST',
          body: {},
        }),
      ),
    report: (id, reason: ReportReason) =>
      backendCall(async () => {
        await http.json<null>(storyPath(id, '/reports'), {
          method: 'POST',
          body: await checkedInput('report', { reason }),
        });
      }),
  };
}
