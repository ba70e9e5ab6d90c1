import { useId } from 'react';
import { SpellCheck } from 'lucide-react';
import { COPY } from '@/domain/copy';

/**
 * Fix Grammar. The grammar service is not connected yet, so the button is shown disabled and
 * says why (visibly, or to screen readers only where space is short) rather than pretending.
 */
export function GrammarButton({
  describedBy,
  visibleHint = false,
}: {
  /** Ids of what the button acts on (a story's title), read before the reason. */
  describedBy?: string;
  visibleHint?: boolean;
}) {
  const hintId = useId();
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        className="btn-quiet px-3"
        disabled
        title={COPY.grammarUnavailable}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
      >
        <SpellCheck aria-hidden="true" className="size-5" />
        {COPY.fixGrammar}
      </button>
      <span id={hintId} className={visibleHint ? 'px-3 text-sm text-ink-muted' : 'sr-only'}>
        {COPY.grammarUnavailable}
      </span>
    </span>
  );
}
