import type { HttpClient } from '@/backend/http/http-client';
import type { AdminPort } from '@/backend/port';

export type StoryModerationPort = Pick<AdminPort, 'reportedStories' | 'deleteStory'>;

// Placeholder until this adapter is written: every call fails.
export function createHttpStoryModeration(http: HttpClient): StoryModerationPort {
  void http;
  const unavailable = () => Promise.reject(new Error('Not available yet'));
  return { reportedStories: unavailable, deleteStory: unavailable };
}
