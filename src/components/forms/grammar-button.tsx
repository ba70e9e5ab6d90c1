import { useId } from 'react';
import useSWRMutation from 'swr/mutation';
import { SpellCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { failureReason } from '@/backend/backend-error';
import { message } from '@/i18n/message';
import { useBackend } from '@/lib/backend-context';
import { formToast } from '@/lib/toast';
import { useOfferedHelpers } from '@/lib/use-offered-helpers';

/**
 * Fix Grammar (Share Story, Your Stories, Edit Story). Sends the text to the grammar helper and
 * hands back the correction; the caller decides what to do with it (put it in the editor, or
 * open Edit Story with it, unsaved). Blank text keeps the button aria-disabled but focusable, so pressing
 * it still explains why nothing happens. Shown only where this deployment has a grammar provider.
 */
export function GrammarButton({
  content,
  onCorrected,
  successMessage,
  describedBy,
  className = 'btn-quiet px-3',
}: {
  content: string;
  /** Receives the corrected text; resolves false when it failed and said so itself. */
  onCorrected: (corrected: string) => unknown;
  successMessage: string;
  /** Ids of what the button acts on (a story's title). */
  describedBy?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const backend = useBackend();
  const hintId = useId();
  // One per button: a story's retry replaces its own failure, not another story's.
  const toasts = formToast(`grammar-${hintId}`);
  const blank = content.trim() === '';
  const offered = useOfferedHelpers().grammar;
  // Busy (SWR says) until the correction is in place: the request, then what the caller does.
  const fixing = useSWRMutation(
    `grammar/${hintId}`,
    async (_key: string, { arg: text }: { arg: string }) => {
      let corrected: string;
      try {
        corrected = await backend.helpers.correctGrammar(text);
      } catch (error) {
        toasts.error(message('grammarFailed', { message: failureReason(error) }));
        return;
      }
      if ((await onCorrected(corrected)) !== false) toasts.success(successMessage);
    },
    { populateCache: false, revalidate: false },
  );
  const busy = fixing.isMutating;

  function fix() {
    if (busy) return;
    if (blank) {
      toasts.error(message('grammarNeedsContent'));
      return;
    }
    void fixing.trigger(content);
  }

  // Without a grammar provider every press would fail: not offered (nor prerendered).
  if (!offered) return null;
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        aria-disabled={blank || busy}
        aria-busy={busy}
        aria-describedby={
          [describedBy, blank ? hintId : undefined].filter(Boolean).join(' ') || undefined
        }
        onClick={fix}
      >
        <SpellCheck aria-hidden="true" className="size-5" />
        {busy ? t`Fixing grammar...` : t`Fix Grammar`}
      </button>
      {blank && (
        <span id={hintId} className="sr-only">
          {message('grammarNeedsContent')}
        </span>
      )}
    </span>
  );
}
