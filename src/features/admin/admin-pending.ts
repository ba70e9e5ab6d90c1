// The admin's pending confirmation: what it is, and the dialog's title, text and button.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportedStory } from '@/backend/port';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { message } from '@/i18n/message';
import { storyTitle } from '@/features/admin/admin-text';

/** The action waiting for the admin's confirmation. */
export type Pending =
  | { kind: 'approve'; request: NgoRequest }
  | { kind: 'reject'; request: NgoRequest }
  | { kind: 'delete-ngo'; ngo: Ngo }
  | { kind: 'delete-story'; item: ReportedStory }
  | { kind: 'dismiss-reports'; item: ReportedStory };

/** Deletions cannot be undone: they ask in the destructive style, as an alert dialog. */
export function isDeletion(pending: Pending | null): boolean {
  return pending?.kind === 'delete-ngo' || pending?.kind === 'delete-story';
}

export function confirmTitle(i18n: I18n, pending: Pending | null): string {
  switch (pending?.kind) {
    case 'reject':
      return i18n._(msg`Reject this request?`);
    case 'delete-story':
      return i18n._(msg`Delete this story?`);
    case 'dismiss-reports':
      return i18n._(msg`Dismiss these reports?`);
    default:
      return i18n._(msg`Delete this NGO?`);
  }
}

export function confirmLabel(i18n: I18n, pending: Pending | null): string {
  if (pending?.kind === 'reject') return i18n._(msg`Reject`);
  return pending?.kind === 'dismiss-reports' ? i18n._(msg`Dismiss reports`) : i18n._(msg`Delete`);
}

export function confirmText(i18n: I18n, pending: Pending | null): string {
  switch (pending?.kind) {
    case 'reject': {
      const name = pending.request.name;
      return i18n._(msg`The request from "${name}" will be removed. This cannot be undone.`);
    }
    case 'delete-ngo':
      return message('ngoDeleteConfirm', { name: pending.ngo.name });
    case 'delete-story': {
      const title = storyTitle(i18n, pending.item.story.title);
      return i18n._(
        msg`Delete the story "${title}"? Its reactions and reports will be deleted with it. This cannot be undone.`,
      );
    }
    case 'dismiss-reports': {
      const title = storyTitle(i18n, pending.item.story.title);
      return i18n._(
        msg`Mark the reports on "${title}" as reviewed? If they hid the story, readers will see it again. The people who reported it cannot report it again.`,
      );
    }
    default:
      return '';
  }
}
