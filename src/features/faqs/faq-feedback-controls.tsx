import { useEffect, useRef, useState } from 'react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { FaqEntry } from '@/domain/entities';
import type { FaqVote } from '@/features/faqs/faq-feedback';

interface FaqFeedbackControlsProps {
  entry: FaqEntry;
  vote: FaqVote | undefined;
  onVote: (vote: FaqVote) => void;
}

/** 'Was this helpful?' with two buttons, usable once; the counts shown are the fixed static ones. */
export function FaqFeedbackControls({ entry, vote, onVote }: FaqFeedbackControlsProps) {
  const { t } = useLingui();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const [justVoted, setJustVoted] = useState(false);
  const promptId = `faq-${entry.id}-feedback`;
  const answered = vote !== undefined;
  const { helpful, notHelpful } = entry;

  // The pressed button becomes disabled and loses focus, so focus moves to the thank-you line.
  useEffect(() => {
    if (justVoted) thanksRef.current?.focus();
  }, [justVoted]);

  function handleVote(choice: FaqVote) {
    if (answered) return;
    onVote(choice);
    setJustVoted(true);
  }

  return (
    <div className="mt-4 border-t border-brand-100 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <p id={promptId} className="me-2 font-medium">
          {t`Was this helpful?`}
        </p>
        <div role="group" aria-labelledby={promptId} className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-quiet ring-1 ring-brand-200"
            disabled={answered}
            onClick={() => handleVote('helpful')}
          >
            <ThumbsUp aria-hidden="true" className="size-5" />
            {t`Yes, helpful`}
          </button>
          <button
            type="button"
            className="btn-quiet ring-1 ring-brand-200"
            disabled={answered}
            onClick={() => handleVote('notHelpful')}
          >
            <ThumbsDown aria-hidden="true" className="size-5" />
            {t`No, not helpful`}
          </button>
        </div>
      </div>
      <p className="mt-2 text-base text-ink-muted">
        {t`${helpful} people found this helpful, ${notHelpful} did not.`}
      </p>
      {answered && (
        <p ref={thanksRef} tabIndex={-1} className="mt-2 text-base font-medium text-calm-700">
          {t`Thanks for your feedback`}
        </p>
      )}
    </div>
  );
}
