import type { HttpClient } from '@/backend/http/http-client';
import { createHttpNgoAdmin } from '@/backend/http/http-ngo-admin';
import { createHttpStoryModeration } from '@/backend/http/http-story-moderation';
import type { AdminPort } from '@/backend/port';
import { httpOperations } from '@/backend/http/http-operations';
import { REVIEW_OPERATIONS, SUPPORT_ADMIN_OPERATIONS } from '@/domain/operations/review-operations';

export function createHttpAdmin(http: HttpClient): AdminPort {
  return {
    ...createHttpNgoAdmin(http),
    ...createHttpStoryModeration(http),
    ...httpOperations(http, REVIEW_OPERATIONS),
    ...httpOperations(http, SUPPORT_ADMIN_OPERATIONS),
  };
}
