import { ShieldCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Story } from '@/domain/entities';

/**
 * Review before publishing (issue 36): a story a moderator redacted says so to its readers, so
 * nobody takes the changed words for all of hers. Nothing when it was published as she wrote it.
 * The words are Stories' own (the toasts' catalogue also has them, as storyRedactedNote, for her
 * own list): Stories draws them as it is taken over, before that catalogue has come.
 */
export function StoryRedactionNote({ story }: { story: Pick<Story, 'redacted_fields'> }) {
  const { t } = useLingui();
  if (!story.redacted_fields?.length) return null;
  return (
    <p className="inline-flex items-center gap-1 text-sm text-ink-muted">
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
      {t`Edited by a moderator to protect privacy`}
    </p>
  );
}
