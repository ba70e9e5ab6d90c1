// The admin's pending confirmation: what it is, and the dialog's title, text and button.
import type { ReportedStory } from '@/backend/port';
import { COPY } from '@/domain/copy';
import { MODERATION_COPY } from '@/domain/copy/moderation';
import { NGO_COPY } from '@/domain/copy/ngo';
import { ADMIN_COPY } from '@/domain/copy/admin';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { storyTitle } from '@/features/admin/admin-text';
import { fillCopy } from '@/lib/fill-copy';

/** The action waiting for the admin's confirmation. */
export type Pending =
  | { kind: 'approve'; request: NgoRequest }
  | { kind: 'reject'; request: NgoRequest }
  | { kind: 'delete-ngo'; ngo: Ngo }
  | { kind: 'delete-story'; item: ReportedStory }
  | { kind: 'dismiss-reports'; item: ReportedStory };

/** Which button of a reported story's card shows progress. */
export function storyBusy(kind: Pending['kind'] | undefined): 'dismiss' | 'delete' | null {
  if (kind === 'dismiss-reports') return 'dismiss';
  return kind === 'delete-story' ? 'delete' : null;
}

export function confirmTitle(pending: Pending | null): string {
  switch (pending?.kind) {
    case 'reject':
      return ADMIN_COPY.rejectTitle;
    case 'delete-story':
      return MODERATION_COPY.deleteStoryTitle;
    case 'dismiss-reports':
      return ADMIN_COPY.dismissReportsTitle;
    default:
      return NGO_COPY.ngoDeleteTitle;
  }
}

export function confirmLabel(pending: Pending | null): string {
  if (pending?.kind === 'reject') return ADMIN_COPY.rejectLabel;
  return pending?.kind === 'dismiss-reports' ? ADMIN_COPY.dismissReportsLabel : COPY.deleteLabel;
}

export function confirmText(pending: Pending | null): string {
  switch (pending?.kind) {
    case 'reject':
      return fillCopy(ADMIN_COPY.rejectText, { name: pending.request.name });
    case 'delete-ngo':
      return message('ngoDeleteConfirm', { name: pending.ngo.name });
    case 'delete-story':
      return fillCopy(MODERATION_COPY.deleteStoryText, {
        title: storyTitle(pending.item.story.title),
      });
    case 'dismiss-reports':
      return fillCopy(ADMIN_COPY.dismissReportsText, {
        title: storyTitle(pending.item.story.title),
      });
    default:
      return '';
  }
}
