// The author-only checks, read from the shared policy table (src/domain/policies.ts).
// Admin rights are not added here: admins moderate through /api/admin/stories only.
import { HTTPException } from 'hono/http-exception';
import { can, roleFor } from '@/domain/policies';
import { MESSAGES } from '@/domain/messages';

const REFUSALS = {
  update: MESSAGES.editOnlyOwn,
  delete: MESSAGES.deleteOnlyOwn,
} as const;

/** 403 unless the caller's own role (author or plain user) may do this to the story. */
export function assertAuthorMay(
  operation: keyof typeof REFUSALS,
  { userId, authorId }: { userId: string; authorId: string },
) {
  if (!can(roleFor({ userId, ownerId: authorId }), 'stories', operation)) {
    throw new HTTPException(403, { message: REFUSALS[operation] });
  }
}
