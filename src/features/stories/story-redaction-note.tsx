import { ShieldCheck } from 'lucide-react';
import type { Story } from '@/domain/entities';
import { message } from '@/i18n/message';

/**
 * Review before publishing (issue 36): a story a moderator redacted says so to its readers, so
 * nobody takes the changed words for all of hers. Nothing when it was published as she wrote it.
 */
export function StoryRedactionNote({ story }: { story: Pick<Story, 'redacted_fields'> }) {
  if (!story.redacted_fields?.length) return null;
  return (
    <p className="inline-flex items-center gap-1 text-sm text-ink-muted">
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
      {message('storyRedactedNote')}
    </p>
  );
}
