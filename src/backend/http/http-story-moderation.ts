import { backendCall, type HttpClient } from '@/backend/http/http-client';
import type { AdminPort, ReportedStory } from '@/backend/port';

export type StoryModerationPort = Pick<
  AdminPort,
  'reportedStories' | 'dismissReports' | 'deleteStory'
>;

/** Story moderation on the self-hosted server (server/stories/story-moderation-routes.ts). */
export function createHttpStoryModeration(http: HttpClient): StoryModerationPort {
  return {
    reportedStories: () =>
      backendCall(() => http.json<ReportedStory[]>('/api/admin/stories/reported')),
    dismissReports: (id) =>
      backendCall(async () => {
        await http.json<null>(`/api/admin/stories/${encodeURIComponent(id)}/dismiss-reports`, {
          method: 'POST',
        });
      }),
    deleteStory: (id) =>
      backendCall(async () => {
        await http.json<null>(`/api/admin/stories/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        });
      }),
  };
}
